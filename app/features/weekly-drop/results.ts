// The Weekly Drop's results as pages see them. Browser-safe: the database side is results.server.ts.
import type { PublicWeeklyDropEntry } from "./entries";
import type { WeeklyDropWeek } from "./cycle";

/** An approved entry on the public results, with its votes (shown once voting has closed). */
export type PublicRankedEntry = PublicWeeklyDropEntry & { readonly votes: number };

/** A week's results as the public page shows them: its winner (none when nobody was eligible) and its approved entries, ranked. */
export type PublicWeekResults = {
  readonly week: WeeklyDropWeek;
  readonly winner: PublicRankedEntry | null;
  readonly ranked: PublicRankedEntry[];
};

/**
 * What the page shows of the results: the last announced week's, from Monday noon until voting
 * opens again; a line while the votes are counted (Monday 00:00 to 12:00); nothing while voting runs.
 */
export type ResultsView = { readonly kind: "results"; readonly results: PublicWeekResults } | { readonly kind: "counting" } | null;
