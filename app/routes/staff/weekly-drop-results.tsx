// /staff/weekly-drop/results: every week of The Weekly Drop with entries or a result, newest first:
// its entries, votes and winner. Each week opens its tally (weekly-drop-result.tsx).
import { Link } from "react-router";
import { PageNotice } from "~/ui/page/page-notice";
import { ConsoleTable } from "~/ui/console-table";
import { WeeklyDropNav } from "~/features/weekly-drop/components/console-nav";
import { weeklyDropResultsText as text } from "~/features/weekly-drop/copy/staff-results";
import { getDb } from "~/platform/db.server";
import { listWeekSummaries } from "~/features/weekly-drop/results.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import type { Route } from "./+types/weekly-drop-results";

export async function loader({ request }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("done");
  return { weeks: await listWeekSummaries(getDb()), notice: done === "notFound" ? text.notices.notFound : null };
}

export const headers = consoleHeaders;
export const meta = consoleMeta(text.title);

export default function StaffWeeklyDropResults({ loaderData }: Route.ComponentProps) {
  const { weeks, notice } = loaderData;
  return (
    <section className="grid gap-6">
      <WeeklyDropNav />
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold uppercase">{text.title}</h1>
        <p className="text-paper/90">{text.intro}</p>
      </div>
      {notice && <PageNotice tone="error" notice={{ title: notice }} />}
      {weeks.length === 0 ? (
        <p className="text-muted">{text.none}</p>
      ) : (
        <ConsoleTable caption={text.tableCaption} columns={Object.values(text.columns)} className="min-w-[32rem]">
          {weeks.map((week) => (
            <tr key={week.week} className="border-b border-line align-top">
              <td className="py-3 pr-4 whitespace-nowrap">
                <Link to={`/staff/weekly-drop/results/${week.week}`} className="inline-flex min-h-11 items-center font-bold underline">
                  <time dateTime={week.week}>{text.week(week.week)}</time>
                </Link>
              </td>
              <td className="py-3 pr-4 tabular-nums">{week.entries}</td>
              <td className="py-3 pr-4 tabular-nums">{week.votes}</td>
              <td className="py-3 pr-4">{week.winner?.title ?? (week.settled ? text.noWinner : text.notAnnounced)}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </section>
  );
}
