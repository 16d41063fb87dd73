// The page shown for any unknown path.
import type { Action } from "./types";

export const notFoundPage = {
  heading: "Oops! Page not found",
  homeLink: { label: "Return to Home", href: "/" },
} as const satisfies { heading: string; homeLink: Action };
