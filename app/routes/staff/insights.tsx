// /staff/insights (owners and editors): how the site is doing over a range of New York days,
// counted on our own server with no visitor tracked (issue 32), and the same as a CSV.
import { data, Form } from "react-router";
import { getDb } from "~/platform/db.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { dayRangeOf, insightsPage } from "~/features/insights/report.server";
import { DISTINCT_VALUES_PER_DAY } from "~/features/insights/counted-values";
import { insightLabels } from "~/features/insights/report-labels";
import { CountTable } from "~/features/insights/components/count-table";
import { type Conversion, type Counts, SHOWN_ROWS } from "~/features/insights/insights";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import type { Route } from "./+types/insights";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const range = dayRangeOf(params.get("from"), params.get("to"));
  if (!range) {
    const asked = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
    return data(
      { asked, error: "Choose a first and last day (the first not after the last, at most 25 months apart).", report: null },
      { status: 400 },
    );
  }
  return { asked: range, error: null, report: await insightsPage(getDb(), range) };
}

export const headers = consoleHeaders;
export const meta = consoleMeta("Insights");

const number = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const counts = ({ views, visitors }: Counts) => [number.format(views), number.format(visitors)];
/** A row of sign-ups of one kind: the kind, how many, the visitors they came from and the share. */
const conversionCells = (row: Conversion) => ({
  cells: [
    insightLabels.kind(row.kind),
    number.format(row.count),
    number.format(row.visitors),
    row.conversion === null ? "–" : percent.format(row.conversion),
  ],
  bar: row.count,
});

export default function StaffInsights({ loaderData }: Route.ComponentProps) {
  const { asked, error, report } = loaderData;
  return (
    <section className="grid gap-8">
      <h1 className="text-3xl font-bold uppercase">Insights</h1>
      <p className="max-w-prose text-sm">
        Page views and visitors per New York day, counted on our own server: no cookie, nothing stored on the visitor&apos;s device, no
        address kept. A visitor is counted once a day; over several days, visitors are the sum of each day&apos;s.
      </p>
      <p className="max-w-prose text-sm">
        Sources, mediums and campaigns keep their names only when written like a campaign&apos;s (lower-case letters, digits, dots, dashes
        and underscores, as in &ldquo;spring-flyer&rdquo;) or when they are a well-known site, and only the first {DISTINCT_VALUES_PER_DAY}{" "}
        new names each day: anything else, which could name a person, counts as &ldquo;Other (not kept by name)&rdquo;. Each table shows its{" "}
        {SHOWN_ROWS} most viewed.
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <TextField label="First day" name="from" type="date" defaultValue={asked.from} errors={error ? [error] : undefined} />
        <TextField label="Last day" name="to" type="date" defaultValue={asked.to} />
        <Button type="submit" variant="outline">
          Show
        </Button>
        {report && (
          <a
            href={`/staff/api/insights.csv?from=${report.range.from}&to=${report.range.to}`}
            className="font-bold underline underline-offset-4"
            download
          >
            Download CSV
          </a>
        )}
      </Form>
      {report && (
        <>
          <p className="text-lg">
            {report.range.from} to {report.range.to}: <strong>{number.format(report.total.views)}</strong> views,{" "}
            <strong>{number.format(report.total.visitors)}</strong> visitors.
          </p>
          <Section title="Views and visitors per day">
            <CountTable
              caption="Views and visitors per day"
              columns={["Day", "Views", "Visitors"]}
              empty="No days in this range."
              rows={report.days.map((day) => ({ key: day.day, label: day.day, cells: counts(day), bar: day.views }))}
            />
          </Section>
          <Section title="Top pages">
            <CountTable
              caption="Pages, English and Spanish side by side"
              columns={["Page", "Views (English)", "Visitors (English)", "Views (Spanish)", "Visitors (Spanish)"]}
              empty="No page views in this range."
              rows={report.pages.map((page) => ({
                key: page.page,
                label: insightLabels.page(page.page),
                cells: [...counts(page.en), ...counts(page.es)],
                bar: page.en.views + page.es.views,
              }))}
            />
          </Section>
          {(
            [
              ["Sources", "source", report.sources, report.more.sources],
              ["Mediums", "medium", report.mediums, report.more.mediums],
              ["Campaigns", "campaign", report.campaigns, report.more.campaigns],
              ["Devices", "device", report.devices, 0],
              ["Languages", "language", report.locales, 0],
            ] as const
          ).map(([title, section, list, more]) => (
            <Section key={section} title={title}>
              <CountTable
                caption={title}
                columns={[title.replace(/s$/, ""), "Views", "Visitors"]}
                empty="Nothing counted in this range."
                rows={list.map((row) => ({
                  key: row.value,
                  label: insightLabels.value(section, row.value),
                  cells: counts(row),
                  bar: row.views,
                }))}
              />
              <MoreInCsv count={more} />
            </Section>
          ))}
          <Section title="Sign-ups and conversion per page">
            <CountTable
              caption="Sign-ups by kind and page, with the page's visitors"
              columns={["Page", "Kind", "Sign-ups", "Visitors of the page", "Conversion"]}
              empty="No sign-ups in this range."
              rows={report.signUps.map((row) => ({
                key: `${row.page}:${row.kind}`,
                label: insightLabels.page(row.page),
                ...conversionCells(row),
              }))}
            />
          </Section>
          <Section title="Sign-ups and conversion per source">
            <p className="max-w-prose text-sm">
              The source of the visit a sign-up was made in, as the page told it: sign-ups sent without JavaScript, or after the visitor
              reloaded the page, count as direct. Nothing links the person to the visit.
            </p>
            <CountTable
              caption="Sign-ups by kind and source of the visit, with the source's visitors"
              columns={["Source", "Kind", "Sign-ups", "Visitors from the source", "Conversion"]}
              empty="No sign-ups told by the pages in this range."
              rows={report.sourceSignUps.map((row) => ({
                key: `${row.source}:${row.kind}`,
                label: insightLabels.value("source", row.source),
                ...conversionCells(row),
              }))}
            />
            <MoreInCsv count={report.more.sourceSignUps} />
          </Section>
        </>
      )}
    </section>
  );
}

/** Under a table cut to its most viewed rows: how many more the CSV has. */
function MoreInCsv({ count }: { count: number }) {
  if (!count) return null;
  return <p className="text-sm">And {number.format(count)} more, less viewed: download the CSV to see them all.</p>;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-bold uppercase">{title}</h2>
      {children}
    </section>
  );
}
