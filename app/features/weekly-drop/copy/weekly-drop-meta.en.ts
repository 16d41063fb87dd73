// Title and description of /art/weekly-prize, in a module of their own: ./weekly-drop.en.ts is
// loaded by /art too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
import type { PageMeta } from "~/platform/copy-types";

export const weeklyDropMeta = {
  title: "The Weekly Drop: Weekly Art Prize | WYP ART",
  description:
    "Submit by Friday 5pm, the community votes Saturday to Sunday, the winner is announced Monday. Open to NYC youth aged 13-19.",
} as const satisfies PageMeta;
