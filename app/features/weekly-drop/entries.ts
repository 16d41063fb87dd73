// The Weekly Drop contest's entries as pages and scripts see them, and the addresses of the
// contest. Browser-safe: no database, no secrets. The cycle's dates are in cycle.ts.
import { pagePathOf } from "~/platform/locale";
import type { GuardianConsentMethod } from "../../../db/schema";
import type { NycBorough } from "~/platform/boroughs";
import type { WeeklyDropWeek } from "./cycle";

/** The contest's page (English; the Spanish one is under /es). */
export const WEEKLY_DROP_PATH = "/art/weekly-prize";
/** The entry form's page: a multipart form that works without JavaScript. */
export const WEEKLY_DROP_SUBMIT_PATH = "/art/weekly-prize/submit";
/** A vote for one entry: JSON for scripts, a form post (303 back to the page) without JavaScript. */
export const WEEKLY_DROP_VOTE_PATH_PATTERN = "/resources/weekly-drop/entries/:id/vote";

/**
 * Posts that may carry an entrant's photo: the page's own form post and React Router's data twin,
 * in either language.
 */
export function isWeeklyDropSubmitPath(pathname: string) {
  const page = pagePathOf(pathname);
  return page === WEEKLY_DROP_SUBMIT_PATH || page === `${WEEKLY_DROP_SUBMIT_PATH}.data`;
}

export function weeklyDropVotePath(entryId: string) {
  return WEEKLY_DROP_VOTE_PATH_PATTERN.replace(":id", encodeURIComponent(entryId));
}

/** The largest artwork photo an entrant may send (a phone photo is 2-8 MB). */
export const WEEKLY_DROP_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels a public entry's photo may have: a 24 MP phone photo passes; staff uploads may have 50 MP. */
export const WEEKLY_DROP_IMAGE_MAX_PIXELS = 25_000_000;
/** The photo plus the form's text fields and the multipart framing around them. */
export const WEEKLY_DROP_BODY_LIMIT_BYTES = WEEKLY_DROP_IMAGE_MAX_BYTES + 64 * 1024;

/** What anyone may see of an approved entry: never its email, status or moderation note. */
export type PublicWeeklyDropEntry = {
  readonly id: string;
  readonly week: WeeklyDropWeek;
  readonly title: string;
  readonly description: string;
  readonly artistFirstName: string;
  readonly artistLastInitial: string;
  readonly age: number;
  /** Null: not recorded (an entry from before the five boroughs); the byline then names none. */
  readonly borough: NycBorough | null;
  readonly imageUrl: string;
  /** Both stored widths for srcset (media.server.ts). */
  readonly imageSrcSet: string | null;
  /** ISO instant: ties in the vote go to the earlier submission. */
  readonly submittedAt: string;
};

/** How a staff member may confirm a guardian's consent to a minor's entry being shown (issue 28). */
export const guardianConsentMethods = ["phone", "email", "in-person", "signed-form"] as const satisfies readonly GuardianConsentMethod[];
