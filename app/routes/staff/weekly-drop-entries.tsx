// /staff/weekly-drop/entries: the Weekly Drop's moderation queue. One week at a time (by default the week
// taking submissions now), its counts by status, and its entries with the oldest pending first.
import { Link } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { ConsoleTable } from "~/ui/console-table";
import { WeeklyDropNav } from "~/features/weekly-drop/components/console-nav";
import { buttonVariants } from "~/ui/button";
import { weeklyDropWeekTitle } from "~/features/weekly-drop/copy/staff-weeks";
import { entryQueueText as text, entryReviewText, entryStatuses, entryStatusLabels } from "~/features/weekly-drop/copy/staff-entries";
import { staffByline } from "~/features/weekly-drop/copy/staff-weekly-drop";
import { getDb } from "~/platform/db.server";
import { weekQueue, weeksWithEntries } from "~/features/weekly-drop/moderation.server";
import { pageNow } from "~/platform/page-clock.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { formatStaffTime, isCalendarDate } from "~/platform/console-time";
import { submissionWeekAt } from "~/features/weekly-drop/cycle";
import type { Route } from "./+types/weekly-drop-entries";

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  const current = submissionWeekAt(pageNow());
  const asked = new URL(request.url).searchParams.get("week");
  const week = asked && isCalendarDate(asked) ? asked : current;
  const [weeks, entries] = await Promise.all([weeksWithEntries(db), weekQueue(db, week)]);
  const counts = weeks.find((w) => w.week === week)?.counts ?? { pending: 0, approved: 0, rejected: 0, withheld: 0 };
  return {
    // The entry page sends a moderator back here when the entry is gone.
    notFound: new URL(request.url).searchParams.get("done") === "notFound",
    deleted: new URL(request.url).searchParams.get("done") === "deleted",
    week,
    current,
    counts,
    otherWeeks: weeks.map((w) => w.week).filter((w) => w !== week),
    entries: entries.map((entry) => ({
      id: entry.id,
      title: entry.title,
      byline: staffByline({
        artistFirstName: entry.firstName,
        artistLastInitial: entry.lastInitial,
        age: entry.age,
        borough: entry.borough,
        place: entry.place,
      }),
      imageUrl: entry.imageUrl,
      imageSrcSet: entry.imageSrcSet,
      submitted: formatStaffTime(entry.submittedAt),
      status: entry.status,
      sameEmail: entry.sameEmail,
      // An approved one too: without the consent it is not shown (a row from before the rule).
      needsConsent: (entry.status === "pending" || entry.status === "approved") && Boolean(entry.guardian && !entry.guardian.consent),
    })),
  };
}

export const headers = consoleHeaders;
export const meta = consoleMeta(text.title);

export default function WeeklyDropEntriesPage({ loaderData }: Route.ComponentProps) {
  const { notFound, deleted, week, current, counts, otherWeeks, entries } = loaderData;
  return (
    <section className="grid gap-6">
      <WeeklyDropNav />
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold uppercase">{text.title}</h1>
        <p className="text-paper/90">{text.intro}</p>
      </div>
      {notFound && <PageNotice tone="error" notice={{ title: entryReviewText.notices.notFound }} />}
      {deleted && <PageNotice tone="success" notice={{ title: entryReviewText.notices.deleted }} />}
      <h2 className="text-xl font-bold uppercase">
        {text.weekHeading(week)}
        {week === current && <span className="text-muted"> ({text.current})</span>}
      </h2>
      <dl aria-label={text.countsLabel} className="flex flex-wrap gap-3">
        {entryStatuses.map((status) => (
          <div key={status} className="grid rounded-card border-2 border-line px-4 py-2">
            <dt className="text-sm text-muted">{entryStatusLabels[status]}</dt>
            <dd className="text-2xl font-bold" data-status-count={status}>
              {counts[status]}
            </dd>
          </div>
        ))}
      </dl>
      {entries.length === 0 ? (
        <p className="text-muted">{text.empty}</p>
      ) : (
        <ConsoleTable
          caption={text.caption}
          columns={[text.columns.image, text.columns.title, text.columns.byline, text.columns.submitted, text.columns.status]}
          className="min-w-[44rem]"
        >
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ConsoleTable>
      )}
      {otherWeeks.length > 0 && (
        <nav aria-label={text.weeksLabel} className="grid gap-2">
          <h2 className="text-lg font-bold uppercase">{text.weeksLabel}</h2>
          <ul className="flex flex-wrap gap-2">
            {otherWeeks.map((other) => (
              <li key={other}>
                <Link to={`?week=${other}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                  {weeklyDropWeekTitle(other)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}

type ListedEntry = Route.ComponentProps["loaderData"]["entries"][number];

/** One entry in the week's list: its photo, title (a link to review it), byline, when, and status with what it still needs. */
function EntryRow({ entry }: { entry: ListedEntry }) {
  return (
    <tr className="border-b border-line align-middle">
      <td className="py-2 pr-4">
        {entry.imageUrl === "" ? (
          <span className="text-sm text-muted">{text.photoDeleted}</span>
        ) : (
          <img
            src={entry.imageUrl}
            srcSet={entry.imageSrcSet ?? undefined}
            sizes="64px"
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="rounded-lg object-cover"
          />
        )}
      </td>
      <td className="py-2 pr-4 font-bold">
        <Link to={`/staff/weekly-drop/entries/${entry.id}`} className="inline-flex min-h-11 items-center underline underline-offset-4">
          {entry.title}
        </Link>
      </td>
      <td className="py-2 pr-4">{entry.byline}</td>
      <td className="py-2 pr-4">{entry.submitted}</td>
      <td className="py-2 pr-4">
        {entryStatusLabels[entry.status]}
        {entry.needsConsent && <span className="block text-sm font-bold text-art">{text.needsConsent}</span>}
        {entry.sameEmail > 0 && <span className="block text-sm font-bold text-art">{text.sameEmail(entry.sameEmail)}</span>}
      </td>
    </tr>
  );
}
