// Title and description of /biz, in a module of their own: ./biz.en.ts is loaded by the
// entrepreneur sub-pages too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
import type { PageMeta } from "~/platform/copy-types";

export const bizMeta = {
  title: "WYP ENTREPRENEUR: Build it. Pitch it. | WYP",
  description: "From idea to MVP: mentorship, micro-grants and a Mini Shark Tank for young founders in NYC.",
} as const satisfies PageMeta;
