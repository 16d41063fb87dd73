// The Weekly Drop's entry page (/art/weekly-prize/submit and /es/art/weekly-prize/submit) on the
// server, for both route modules (app/routes/art-weekly-prize-submit.tsx and its Spanish twin in
// app/routes/es/; ADR 0037): what happens next after a received entry, and the entry itself. It
// lives beside the routes, not in a feature, because a received entry is counted by insights.
import { data, redirect } from "react-router";
import { IMAGE_BUSY_RETRY_AFTER_SECONDS } from "~/platform/media.server";
import { localeOf, localePath } from "~/platform/locale";
import type { EntryRefusal } from "~/features/weekly-drop/components/entry-submit-form";
import { getDb } from "~/platform/db.server";
import { WEEKLY_DROP_SUBMIT_PATH } from "~/features/weekly-drop/entries";
import { receiveEntry } from "~/features/weekly-drop/entry-submit.server";
import { countConversion } from "~/features/insights/counting.server";
import { madeOnPage } from "~/features/insights/conversion-pages";
import { getEnv } from "~/platform/env.server";
import { pageNow } from "~/platform/page-clock.server";
import { isCalendarDate } from "~/platform/console-time";
import { formatDeadline, submissionWeekAt, weekTimes, type WeeklyDropWeek } from "~/features/weekly-drop/cycle";
import type { entrySent } from "~/features/weekly-drop/copy/entry.en";
import { pageTextsOfRequest } from "~/features/site/content/page-content.server";
import { fillTemplate } from "~/platform/fill-template";
import type { Translation } from "~/platform/translation";

/** A contest week named in the address: a real calendar day that is a Monday. */
function weekOf(value: string | null): WeeklyDropWeek | null {
  if (!value || !isCalendarDate(value)) return null;
  return new Date(`${value}T12:00:00Z`).getUTCDay() === 1 ? value : null;
}

/**
 * The form, or after a received entry "what happens next": its steps (`words.steps`, the page's
 * words with staff's texts in place) filled with the week's real dates in the page's language.
 */
export async function entryPageData(request: Request, words: Translation<typeof entrySent>) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const week = weekOf(url.searchParams.get("entered"));
  if (!week) return { sent: null };
  const times = weekTimes(week);
  // Voting ends at Monday 00:00 (exclusive): the last minute it is open is Sunday 11:59 pm.
  const lastVotingMinute = new Date(times.votingCloses.getTime() - 60_000);
  const dates = {
    closes: formatDeadline(times.submissionsClose, locale),
    opens: formatDeadline(times.votingOpens, locale),
    ends: formatDeadline(lastVotingMinute, locale),
    announced: formatDeadline(times.announcement, locale),
  };
  const { steps } = await pageTextsOfRequest(request, "weekly-drop/entry-sent", words);
  return { sent: { steps: steps.map((step) => ({ title: step.title, description: fillTemplate(step.description, dates) })) } };
}

/** A posted entry: received, it redirects (303) to what happens next; refused, the page again with why and what was typed. */
export async function receiveEntryFromPage(request: Request, clientIp: string) {
  const week = submissionWeekAt(pageNow());
  const headers = Object.fromEntries(request.headers);
  const reply = await receiveEntry(getDb(), getEnv().DATA_DIR, week, request);
  // A document POST: the page that knew the visit's source is gone, so it counts as direct.
  if (reply.ok) await countConversion({ kind: "entry", page: madeOnPage.entry }, headers, clientIp);
  // What happens next, on the page in the language the entry was sent in.
  const locale = localeOf(new URL(request.url).pathname);
  if (reply.ok) throw redirect(localePath(locale, `${WEEKLY_DROP_SUBMIT_PATH}?entered=${reply.week}`), 303);
  return data<EntryRefusal>(
    { fieldErrors: reply.fieldErrors, values: reply.values, message: reply.message },
    { status: reply.status, headers: reply.status === 503 ? { "Retry-After": String(IMAGE_BUSY_RETRY_AFTER_SECONDS) } : undefined },
  );
}
