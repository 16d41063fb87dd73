// Title and description of /tracks, in a module of their own: the tracks' copy (./tracks.en.ts) is
// loaded by most pages, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
import type { PageMeta } from "~/platform/copy-types";

export const tracksMeta = {
  title: "Choose Your Track | WYP",
  description: "Art, sport, music, entrepreneurship or wildcard: five tracks, one movement. Pick the one that fits your passion.",
} as const satisfies PageMeta;
