// The Weekly Drop page's words in its language, for the sections it is made of (results, voting,
// winners). Each language has a route module of its own (app/routes/art-weekly-prize.tsx,
// app/routes/es/art-weekly-prize.tsx) that provides its words here, so a page loads its own
// language only (ADR 0037); a section reads them with one hook.
import * as React from "react";
import type { weeklyDropVoting, voteNotices, voteRefusals } from "~/features/weekly-drop/copy/voting.en";
import type { weeklyDropPage, winnerByline } from "~/features/weekly-drop/copy/weekly-drop.en";
import type { Translation } from "~/platform/translation";

export type WeeklyDropCopy = {
  readonly page: Translation<typeof weeklyDropPage>;
  readonly winnerByline: Translation<typeof winnerByline>;
  readonly voting: Translation<typeof weeklyDropVoting>;
  readonly voteNotices: Translation<typeof voteNotices>;
  /**
   * The vote endpoint answers in English (it is not a page) and names the reason of a refusal: a
   * Spanish page shows its own words for it. An English page shows the endpoint's as sent.
   */
  readonly voteRefusals?: Translation<typeof voteRefusals>;
};

/**
 * What the sections read: the words, and what the loader says of every image (each image's own
 * description comes with it), so the page loads none of the gallery's words.
 */
type SectionCopy = WeeklyDropCopy & { readonly artworkFallbackAlt: string };

const WeeklyDropCopyContext = React.createContext<SectionCopy | null>(null);

export const WeeklyDropCopyProvider = WeeklyDropCopyContext.Provider;

/** The page's words; only the Weekly Drop page's sections call it, inside its provider. */
export function useWeeklyDropCopy(): SectionCopy {
  const copy = React.use(WeeklyDropCopyContext);
  if (!copy) throw new Error("useWeeklyDropCopy outside the Weekly Drop page");
  return copy;
}
