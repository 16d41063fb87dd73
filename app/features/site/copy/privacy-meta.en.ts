// Title and description of /privacy, in a module of their own: ./legal.en.ts is loaded by /terms
// too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
import type { PageMeta } from "./types";

export const privacyMeta = {
  title: "Privacy Notice | WYP",
  description: "What this site collects, why, how long we keep it and how to ask us to delete it. Written in plain language.",
} as const satisfies PageMeta;
