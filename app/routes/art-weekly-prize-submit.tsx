// /art/weekly-prize/submit: a young artist enters this week's Weekly Drop. The form posts multipart
// and works without JavaScript; a refused entry comes back here with a message per field and what
// was typed (never the file); a received one redirects (303) to ?entered=<week>, what happens next.
import { IMAGE_BUSY_RETRY_AFTER_SECONDS } from "~/platform/media.server";
import { localeOf, localePath } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { data, redirect } from "react-router";
import type { Route } from "./+types/art-weekly-prize-submit";
import { BackLink } from "~/ui/page/back-link";
import { Hero } from "~/ui/page/hero";
import { pageMeta } from "~/ui/page/page-meta";
import { EntryForm, type EntryRefusal } from "~/features/weekly-drop/components/entry-submit-form";
import { SentView } from "~/features/weekly-drop/components/entry-sent";
import { getDb } from "~/platform/db.server";
import { WEEKLY_DROP_SUBMIT_PATH } from "~/features/weekly-drop/entries";
import { receiveEntry } from "~/features/weekly-drop/entry-submit.server";
import { countConversion } from "~/features/insights/counting.server";
import { madeOnPage } from "~/features/insights/conversion-pages";
import { hostContext } from "~/platform/request-context";
import { getEnv } from "~/platform/env.server";
import { pageNow } from "~/platform/page-clock.server";
import { isCalendarDate } from "~/platform/console-time";
import { formatDeadline, submissionWeekAt, weekTimes, type WeeklyDropWeek } from "~/features/weekly-drop/cycle";
import { entryForm, entrySent, entryMeta } from "~/features/weekly-drop/copy/entry";
import { usePageTexts } from "~/platform/use-page-content";

/** A contest week named in the address: a real calendar day that is a Monday. */
function weekOf(value: string | null): WeeklyDropWeek | null {
  if (!value || !isCalendarDate(value)) return null;
  return new Date(`${value}T12:00:00Z`).getUTCDay() === 1 ? value : null;
}

/** The form, or after a received entry the week's real dates for "what happens next", in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  const week = weekOf(url.searchParams.get("entered"));
  if (!week) return { sent: null };
  const times = weekTimes(week);
  // Voting ends at Monday 00:00 (exclusive): the last minute it is open is Sunday 11:59 pm.
  const lastVotingMinute = new Date(times.votingCloses.getTime() - 60_000);
  return {
    sent: {
      closes: formatDeadline(times.submissionsClose, locale),
      votingOpens: formatDeadline(times.votingOpens, locale),
      votingCloses: formatDeadline(lastVotingMinute, locale),
      announcement: formatDeadline(times.announcement, locale),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const week = submissionWeekAt(pageNow());
  const headers = Object.fromEntries(request.headers);
  const reply = await receiveEntry(getDb(), getEnv().DATA_DIR, week, request);
  // A document POST: the page that knew the visit's source is gone, so it counts as direct.
  if (reply.ok) await countConversion({ kind: "entry", page: madeOnPage.entry }, headers, context.get(hostContext).clientIp);
  // What happens next, on the page in the language the entry was sent in.
  const locale = localeOf(new URL(request.url).pathname);
  if (reply.ok) throw redirect(localePath(locale, `${WEEKLY_DROP_SUBMIT_PATH}?entered=${reply.week}`), 303);
  return data<EntryRefusal>(
    { fieldErrors: reply.fieldErrors, values: reply.values, message: reply.message },
    { status: reply.status, headers: reply.status === 503 ? { "Retry-After": String(IMAGE_BUSY_RETRY_AFTER_SECONDS) } : undefined },
  );
}

// What a visitor typed or was told must never sit in a shared cache.
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ location }) => pageMeta(WEEKLY_DROP_SUBMIT_PATH, localeOf(location.pathname), entryMeta);

export default function SubmitEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const form = usePageTexts("weekly-drop/entry", entryForm[locale]);
  const sent = entrySent[locale];
  return (
    <>
      <Hero
        colour="art"
        motif="burst"
        before={<BackLink action={form.backLink} />}
        title={loaderData.sent ? sent.title : form.title}
        lede={<p>{loaderData.sent ? sent.lede : form.lede}</p>}
      />
      <div className="container-site grid max-w-3xl gap-8 py-section">
        {loaderData.sent ? <SentView dates={loaderData.sent} /> : <EntryForm refusal={actionData} />}
      </div>
    </>
  );
}
