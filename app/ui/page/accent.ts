// Each colour token of the content maps to the theme's accent classes. Tailwind only generates
// classes it can read in the source, so every combination is written out here once.
import type { ButtonProps } from "~/ui/button";
import type { ColourToken } from "~/platform/copy-types";

export type Accent = {
  readonly text: string;
  readonly bg: string;
  readonly border: string;
  /** Soft tint of the accent for card and section backgrounds. */
  readonly tint: string;
  readonly button: NonNullable<ButtonProps["variant"]>;
};

export const accents = {
  core: { text: "text-core", bg: "bg-core", border: "border-core", tint: "bg-core/10", button: "core" },
  sport: { text: "text-sport", bg: "bg-sport", border: "border-sport", tint: "bg-sport/10", button: "sport" },
  art: { text: "text-art", bg: "bg-art", border: "border-art", tint: "bg-art/10", button: "art" },
  music: { text: "text-music", bg: "bg-music", border: "border-music", tint: "bg-music/10", button: "music" },
  biz: { text: "text-biz", bg: "bg-biz", border: "border-biz", tint: "bg-biz/10", button: "biz" },
  wildcard: {
    text: "text-wildcard",
    bg: "bg-wildcard",
    border: "border-wildcard",
    tint: "bg-wildcard/10",
    button: "wildcard",
  },
} as const satisfies Record<ColourToken, Accent>;

export function accentOf(colour: ColourToken): Accent {
  return accents[colour];
}
