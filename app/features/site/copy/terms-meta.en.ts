// Title and description of /terms, in a module of their own: ./legal.en.ts is loaded by /privacy
// too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
import type { PageMeta } from "./types";

export const termsMeta = {
  title: "Terms of Use | WYP",
  description: "The plain-language rules for using the WYP site and community.",
} as const satisfies PageMeta;
