// Title and description of /wildcard, in a module of their own: ./wildcard.en.ts is loaded by the
// wildcard sub-pages too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
import type { PageMeta } from "~/platform/copy-types";

export const wildcardMeta = {
  title: "WYP WILDCARD: from passion to profession | WYP",
  description: "Don't fit a standard track? Design your own path with cross-discipline support and flexible mentorship.",
} as const satisfies PageMeta;
