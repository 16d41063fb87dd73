// The icons a Weekly Drop prize item can wear: chosen in the console, drawn on /art/weekly-prize.
// A module of its own so the public page does not load the console's words with it.
import type { IconName } from "~/ui/icon-names";

/** Icons a prize item can wear, by the name staff see. */
export const prizeIcons = {
  Tablet: "Tablet",
  Laptop: "Laptop",
  Brush: "Brush",
  Palette: "Palette",
  Gift: "Gift",
  Shirt: "Shirt",
  Trophy: "Trophy",
  Package: "Package",
  Star: "Star",
} as const satisfies Record<string, IconName>;
export type PrizeIcon = keyof typeof prizeIcons;
