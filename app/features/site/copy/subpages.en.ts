// The track sub-pages (/music/*, /biz/*, /wildcard/*): the shape of their copy, and the section
// headings every sub-page shares. Each track's sub-pages are in two modules of their own, so that a
// page loads only its track's (issue 33): their path cards (./music-subpage-cards.en.ts, read by the
// track page too) and the rest of their words (./music-subpages.en.ts, read by the sub-pages only).
import type { SubpagePath, trackSubpages } from "~/pages";
import type { tracks } from "./tracks.en";
import type { PageMeta, PathCard } from "~/platform/copy-types";

/** Tracks that have sub-pages, by their route segment. */
export type SubpageTrack = keyof typeof trackSubpages;

type SlugOf<Track extends SubpageTrack> = (typeof trackSubpages)[Track][number];

/** A sub-page as its track page's path card shows it; the card's title is the sub-page's too. */
export type SubpageCard<Track extends SubpageTrack> = PathCard & {
  readonly slug: SlugOf<Track>;
  readonly href: Extract<SubpagePath, `/${Track}/${string}`>;
};

/** What a sub-page says besides its card. */
export type SubpageBody = {
  readonly meta: PageMeta;
  readonly lede: string;
  readonly offersHeading: string;
  readonly offers: readonly string[];
  readonly whoItsFor: string;
  readonly steps: readonly string[];
  readonly cta: { readonly label: string; readonly href: "/wypit" };
};

/** A track's name as ./tracks.en.ts gives it, by the track's route segment. */
export type TrackName<Track extends SubpageTrack> = Extract<(typeof tracks)[number], { readonly path: `/${Track}` }>["name"];

/**
 * One track's sub-pages besides their cards: the track's name (above each sub-page's title), the
 * link back to the track page and each one's words by slug. The name is written in the sub-pages'
 * copy, not read from ./tracks.en.ts, so that a sub-page loads no other track's copy; the English
 * copy's type (`Name`) holds it to the track's own.
 */
export type TrackSubpages<Track extends SubpageTrack, Name extends string = string> = {
  readonly trackName: Name;
  readonly backLink: { readonly label: string; readonly href: `/${Track}` };
  readonly pages: { readonly [Slug in SlugOf<Track>]: SubpageBody };
};

/** Section headings shared by every sub-page. */
export const subpageLabels = {
  offers: "What You Get",
  whoItsFor: "Who It's For",
  steps: "How to Start",
  more: "More Ways In",
} as const;
