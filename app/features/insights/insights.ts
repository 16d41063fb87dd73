// What the console's Insights page shows (issue 32), shared by the server that reads it and the
// page that draws it.
import type { SignUpKind } from "./beacon";

/** New York days, both included ("2026-11-01" to "2026-11-28"). */
export type DayRange = { from: string; to: string };
export type Counts = { views: number; visitors: number };
/** A kind of sign-up: the lead forms', a Weekly Drop entry, a like, a vote (beacon.ts). */
export type { SignUpKind };
/** Where a sign-up came from: a page's English path, or EVERY_PAGE for the footer's email box. */
export const EVERY_PAGE = "(every page)";
/**
 * What a value not kept by its name counts as: a path that is no page (a mistyped address), a
 * source, medium or campaign that does not look like a campaign token or a known site, and any
 * new one past the day's limit (counted-values.ts).
 */
export const OTHER_VALUE = "(other)";

/** Likes and votes: how engaged visitors are, counted apart from sign-ups (a visitor can like many works). */
export const engagementKinds: readonly SignUpKind[] = ["like", "vote"];
export const isEngagement = (row: { kind: SignUpKind }) => engagementKinds.includes(row.kind);

/**
 * Sign-ups of one kind (or of every kind), the visitors who made them, the visitors they are
 * counted against, and the share of those who signed up (null with no visitors), never over 1.
 */
export type Conversion = { count: number; converted: number; visitors: number; conversion: number | null };

export type InsightsReport = {
  range: DayRange;
  /** Every day of the range, oldest first, with nothing counted as zero. */
  days: ({ day: string } & Counts)[];
  /** Views, and visitors summed over the days (nobody is followed from one day to the next). */
  total: Counts;
  /** Pages by their English path, with their Spanish twin beside, most viewed first. */
  pages: { page: string; en: Counts; es: Counts }[];
  /** Each most viewed first; "" is direct (or from this site) for sources, none for mediums and campaigns. */
  sources: ({ value: string } & Counts)[];
  mediums: ({ value: string } & Counts)[];
  campaigns: ({ value: string } & Counts)[];
  devices: ({ value: string } & Counts)[];
  locales: ({ value: string } & Counts)[];
  /** Sign-ups per page and kind, with the page's visitors (in either language, each once a day) and their share. */
  signUps: ({ page: string; kind: SignUpKind } & Conversion)[];
  /**
   * Sign-ups per source of the visit they were made in (told by the page's beacon, so only those
   * made with JavaScript, in the tab the visit began in), with the source's visitors and the share.
   */
  sourceSignUps: ({ source: string; kind: SignUpKind } & Conversion)[];
  /** The pages visits began on (from another site or from none), by English path: views are the entries. */
  entryPages: ({ page: string } & Counts)[];
  /** Every sign-up but likes and votes: how many, and the share of the range's visitors who made one. */
  converted: Conversion;
};

/** How recent a page view is for its visitor to count among "visitors in the last 5 minutes". */
export const LIVE_MINUTES = 5;

/** Rows the console's page shows of each table of names; the CSV has them all. */
export const SHOWN_ROWS = 25;

/** The report as the console's page shows it: its tables of names cut short, with how many rows each left out. */
export type InsightsPage = InsightsReport & {
  more: Record<"sources" | "mediums" | "campaigns" | "sourceSignUps", number>;
  /** The days just before the range, as many, and their figures: what each figure is compared with (issue 45). */
  previous: Omit<InsightsReport, "days">;
  /** Distinct visitors who sent a page view in the last LIVE_MINUTES (live-visitors.server.ts). */
  visitorsNow: number;
};
