// The page shown for any unknown path.
import type { Action, PageMeta } from "~/platform/copy-types";

export const notFoundPage = {
  heading: "Oops! Page not found",
  text: "The page you are looking for is not here. The movement is, though.",
  homeLink: { label: "Return to Home", href: "/" },
  /** Written to the browser's console before the missing path, as the spec asks. */
  consoleMessage: "404 Error: User attempted to access non-existent route:",
} as const satisfies { heading: string; text: string; homeLink: Action; consoleMessage: string };

/** The not-found page is not a route of its own; its meta is used by the catch-all (app/routes/not-found.tsx). */
export const notFoundMeta = {
  title: "Page not found | WYP",
  description: "This page doesn't exist. Head back home and find your passion.",
} as const satisfies PageMeta;
