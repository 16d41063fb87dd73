// /staff/insights (owners and editors): how the site is doing over a range of New York days,
// counted on our own server with no visitor tracked (issue 32), and the same as a CSV.
import { data, Form } from "react-router";
import { getDb } from "~/platform/db.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { dayRangeOf, insightsPage } from "~/features/insights/report.server";
import { DISTINCT_VALUES_PER_DAY } from "~/features/insights/counted-values";
import { pageNames } from "~/features/insights/page-names";
import { insightLabels, type PageNames } from "~/features/insights/report-labels";
import type { CsvTable } from "~/features/insights/report-csv";
import { isRangePreset, presetRange, type RangePreset, rangePresets } from "~/features/insights/range-presets";
import { newYorkDate } from "~/features/staff/console-time";
import { periodChange } from "~/features/insights/period-change";
import { CountTable } from "~/features/insights/components/count-table";
import { VisitsChart } from "~/features/insights/components/visits-chart";
import { WebVitalsTable } from "~/features/insights/components/web-vitals-table";
import { vitalsReport } from "~/features/insights/vitals-report.server";
import { dayBuckets } from "~/features/insights/day-buckets";
import { type Conversion, type Counts, type DayRange, type InsightsPage, isEngagement, SHOWN_ROWS } from "~/features/insights/insights";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import type { Route } from "./+types/insights";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const preset = params.get("range");
  const range = isRangePreset(preset) ? presetRange(preset, newYorkDate(new Date())) : dayRangeOf(params.get("from"), params.get("to"));
  if (!range) {
    const asked = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
    return data(
      {
        asked,
        preset: null,
        error: "Choose a first and last day (the first not after the last, at most 25 months apart).",
        report: null,
        vitals: [],
        pageNames,
      },
      { status: 400 },
    );
  }
  return {
    asked: range,
    preset: isRangePreset(preset) ? preset : null,
    error: null,
    report: await insightsPage(getDb(), range),
    vitals: await vitalsReport(getDb(), range),
    pageNames,
  };
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

const isSignUp = (row: Conversion) => !isEngagement(row);
const perVisitor = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** A row of likes or votes: the kind, how many, the visitors counted against and how many each, on average. */
const engagementCells = (row: Conversion) => ({
  cells: [
    insightLabels.kind(row.kind),
    number.format(row.count),
    number.format(row.visitors),
    row.visitors ? perVisitor.format(row.count / row.visitors) : "–",
  ],
  bar: row.count,
});

export default function StaffInsights({ loaderData }: Route.ComponentProps) {
  const { asked, preset, error, report, vitals, pageNames: names } = loaderData;
  const csvOf = (table: CsvTable) => `/staff/api/insights.csv?table=${table}&from=${asked.from}&to=${asked.to}`;
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
      <RangeChooser asked={asked} preset={preset} error={error} />
      {report && (
        <>
          <p className="text-lg">
            {report.range.from} to {report.range.to}: <strong>{number.format(report.total.views)}</strong> views,{" "}
            <strong>{number.format(report.total.visitors)}</strong> visitors.
          </p>
          <p className="text-sm">
            {`Against the same number of days before (${report.previous.range.from} to ${report.previous.range.to}): views ${periodChange(
              report.total.views,
              report.previous.total.views,
            )}, visitors ${periodChange(report.total.visitors, report.previous.total.visitors)}.`}
          </p>
          <Section title="Visitors and views over time" csv={csvOf("days")}>
            <OverTime days={report.days} range={`${report.range.from} to ${report.range.to}`} />
          </Section>
          <Section title="Top pages" csv={csvOf("pages")}>
            <CountTable
              caption="Pages, English and Spanish side by side"
              columns={["Page", "Views (English)", "Visitors (English)", "Views (Spanish)", "Visitors (Spanish)"]}
              empty="No page views in this range."
              rows={report.pages.map((page) => ({
                key: page.page,
                label: insightLabels.page(page.page, names),
                detail: insightLabels.pagePath(page.page, names),
                cells: [...counts(page.en), ...counts(page.es)],
                bar: page.en.views + page.es.views,
              }))}
            />
          </Section>
          {(
            [
              ["Sources", "source", report.sources, report.more.sources, "sources"],
              ["Mediums", "medium", report.mediums, report.more.mediums, "mediums"],
              ["Campaigns", "campaign", report.campaigns, report.more.campaigns, "campaigns"],
              ["Devices", "device", report.devices, 0, "devices"],
              ["Languages", "language", report.locales, 0, "languages"],
            ] as const
          ).map(([title, section, list, more, table]) => (
            <Section key={section} title={title} csv={csvOf(table)}>
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
          <Conversions report={report} csvOf={csvOf} names={names} />
          <Section title="How fast the site is for real visitors">
            <WebVitalsTable rows={vitals} names={names} />
          </Section>
        </>
      )}
    </section>
  );
}

/** The chart of the range, by day, week or month as its length asks, and the same figures as a table. */
function OverTime({ days, range }: { days: ({ day: string } & Counts)[]; range: string }) {
  const { size, buckets } = dayBuckets(days);
  const first = { day: "Day", week: "Week from", month: "Month" }[size];
  return (
    <>
      <VisitsChart buckets={buckets} size={size} range={range} />
      <CountTable
        caption={`Views and visitors per ${size}`}
        columns={[first, "Views", "Visitors"]}
        empty="No days in this range."
        rows={buckets.map((bucket) => ({ key: bucket.label, label: bucket.label, cells: counts(bucket), bar: bucket.views }))}
      />
    </>
  );
}

/** The named ranges, and the first and last day to type. */
function RangeChooser({ asked, preset, error }: { asked: DayRange; preset: RangePreset | null; error: string | null }) {
  return (
    <>
      <nav aria-label="Ranges" className="flex flex-wrap gap-x-4 gap-y-2">
        {rangePresets.map(({ id, label }) => (
          <a
            key={id}
            href={`?range=${id}`}
            aria-current={preset === id ? "page" : undefined}
            className="font-bold underline underline-offset-4 aria-[current=page]:no-underline"
          >
            {label}
          </a>
        ))}
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <TextField label="First day" name="from" type="date" defaultValue={asked.from} errors={error ? [error] : undefined} />
        <TextField label="Last day" name="to" type="date" defaultValue={asked.to} />
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>
    </>
  );
}

/** Sign-ups with their conversion, then likes and votes apart, by page and by source of the visit. */
function Conversions({ report, csvOf, names }: { report: InsightsPage; csvOf: (table: CsvTable) => string; names: PageNames }) {
  return (
    <>
      <Section title="Sign-ups and conversion per page" csv={csvOf("sign-ups")}>
        <CountTable
          caption="Sign-ups by kind and page, with the page's visitors"
          columns={["Page", "Kind", "Sign-ups", "Visitors of the page", "Conversion"]}
          empty="No sign-ups in this range."
          rows={report.signUps.filter(isSignUp).map((row) => ({
            key: `${row.page}:${row.kind}`,
            label: insightLabels.page(row.page, names),
            detail: insightLabels.pagePath(row.page, names),
            ...conversionCells(row),
          }))}
        />
      </Section>
      <Section title="Sign-ups and conversion per source" csv={csvOf("sign-ups-by-source")}>
        <p className="max-w-prose text-sm">
          The source of the visit a sign-up was made in, as the page told it: sign-ups sent without JavaScript, or after the visitor
          reloaded the page, count as direct. Nothing links the person to the visit.
        </p>
        <CountTable
          caption="Sign-ups by kind and source of the visit, with the source's visitors"
          columns={["Source", "Kind", "Sign-ups", "Visitors from the source", "Conversion"]}
          empty="No sign-ups told by the pages in this range."
          rows={report.sourceSignUps.filter(isSignUp).map((row) => ({
            key: `${row.source}:${row.kind}`,
            label: insightLabels.value("source", row.source),
            ...conversionCells(row),
          }))}
        />
        <MoreInCsv count={report.more.sourceSignUps} />
      </Section>
      <Section title="Likes and votes">
        <p className="max-w-prose text-sm">
          Apart from sign-ups: one visitor can like many works, so these are counted per visitor, not as a share of them.
        </p>
        <CountTable
          caption="Likes and votes by page, with the page's visitors"
          columns={["Page", "Kind", "Count", "Visitors of the page", "Per visitor"]}
          empty="No likes or votes in this range."
          rows={report.signUps.filter(isEngagement).map((row) => ({
            key: `${row.page}:${row.kind}`,
            label: insightLabels.page(row.page, names),
            detail: insightLabels.pagePath(row.page, names),
            ...engagementCells(row),
          }))}
        />
        <CountTable
          caption="Likes and votes by source of the visit, with the source's visitors"
          columns={["Source", "Kind", "Count", "Visitors from the source", "Per visitor"]}
          empty="No likes or votes told by the pages in this range."
          rows={report.sourceSignUps.filter(isEngagement).map((row) => ({
            key: `${row.source}:${row.kind}`,
            label: insightLabels.value("source", row.source),
            ...engagementCells(row),
          }))}
        />
      </Section>
    </>
  );
}

/** Under a table cut to its most viewed rows: how many more the CSV has. */
function MoreInCsv({ count }: { count: number }) {
  if (!count) return null;
  return <p className="text-sm">And {number.format(count)} more, less viewed: download this table to see them all.</p>;
}

/** A table's section, with the link to download that table, every row, as a spreadsheet. */
function Section({ title, csv, children }: { title: string; csv?: string | null; children: React.ReactNode }) {
  return (
    <section className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-xl font-bold uppercase">{title}</h2>
        {csv && (
          <a href={csv} className="text-sm font-bold underline underline-offset-4" download>
            Download &ldquo;{title}&rdquo; (CSV)
          </a>
        )}
      </div>
      {children}
    </section>
  );
}
