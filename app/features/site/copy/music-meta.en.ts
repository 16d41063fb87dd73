// Title and description of /music, in a module of their own: ./music.en.ts is loaded by the music
// sub-pages too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
import type { PageMeta } from "~/platform/copy-types";

export const musicMeta = {
  title: "WYP MUSIC: Make tracks. Make moves. | WYP",
  description: "Studio access, production training and performance stages for young artists and producers in NYC.",
} as const satisfies PageMeta;
