import type * as React from "react";

// How wide each character of a figure is in the display face, in em, with room for the fallback
// font a first visit may show: wide signs and capitals, narrow punctuation, the rest.
const WIDE = /[%@MW]/;
const NARROW = /[,.:;!'|Iil1]/;

function widthInEm(value: string): number {
  let em = 0;
  for (const character of value) em += WIDE.test(character) ? 1.05 : NARROW.test(character) ? 0.4 : 0.75;
  return em;
}

/**
 * The font size of a figure ("$500K+", "95%", "Monthly") as large as `--figure-max` allows but
 * never wider than its box: the box must be a size container (`@container`), and the figure is
 * sized by its own characters, so no figure spills out of its box at any width.
 */
export function figureSize(value: string): React.CSSProperties {
  return { fontSize: `min(var(--figure-max), calc(100cqi / ${widthInEm(value).toFixed(2)}))` };
}
