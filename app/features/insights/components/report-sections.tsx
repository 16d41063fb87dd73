// The Insights page's sections, as the console lays them out: the range chooser, the totals with their change,
// visits over time, sign-ups and engagement, entry pages, and a section's frame with its CSV link.
import { Form } from "react-router";
import { insightLabels, type PageNames } from "~/features/insights/report-labels";
import type { CsvTable } from "~/features/insights/report-csv";
import { type RangePreset, rangePresets } from "~/features/insights/range-presets";
import { periodChange, pointsChange } from "~/features/insights/period-change";
import { countsWithChange, lookUp, shareWithChange, withChange } from "~/features/insights/compared-figures";
import { CountTable } from "~/features/insights/components/count-table";
import { VisitsChart } from "~/features/insights/components/visits-chart";
import { dayBuckets } from "~/features/insights/day-buckets";
import {
  type Conversion,
  type Counts,
  type DayRange,
  type InsightsPage,
  isEngagement,
  LIVE_MINUTES,
  type SignUpKind,
} from "~/features/insights/insights";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";

const number = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const counts = ({ views, visitors }: Counts) => [number.format(views), number.format(visitors)];
type KindRow = Conversion & { kind: SignUpKind };
/** A row of sign-ups of one kind: the kind, how many, the visitors who made them, the visitors counted against and the share, each against before. */
const conversionCells = (row: KindRow, before: KindRow | undefined) => ({
  cells: [
    insightLabels.kind(row.kind),
    withChange(row.count, before?.count),
    withChange(row.converted, before?.converted),
    withChange(row.visitors, before?.visitors),
    shareWithChange(row.conversion, before?.conversion),
  ],
  bar: row.count,
});

const isSignUp = (row: KindRow) => !isEngagement(row);
const perVisitor = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** A row of likes or votes: the kind, how many and the visitors counted against (each against before), and how many each, on average. */
const engagementCells = (row: KindRow, before: KindRow | undefined) => ({
  cells: [
    insightLabels.kind(row.kind),
    withChange(row.count, before?.count),
    withChange(row.visitors, before?.visitors),
    row.visitors ? perVisitor.format(row.count / row.visitors) : "–",
  ],
  bar: row.count,
});

export function OverTime({ days, range }: { days: ({ day: string } & Counts)[]; range: string }) {
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
export function RangeChooser({ asked, preset, error }: { asked: DayRange; preset: RangePreset | null; error: string | null }) {
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
export function Conversions({ report, csvOf, names }: { report: InsightsPage; csvOf: (table: CsvTable) => string; names: PageNames }) {
  const byPage = lookUp(report.previous.signUps, (row) => `${row.page}:${row.kind}`);
  const bySource = lookUp(report.previous.sourceSignUps, (row) => `${row.source}:${row.kind}`);
  return (
    <>
      <Section title="Sign-ups and conversion per page" csv={csvOf("sign-ups")}>
        <CountTable
          caption="Sign-ups by kind and page, with the page's visitors"
          columns={["Page", "Kind", "Sign-ups", "Visitors who signed up", "Visitors of the page", "Conversion"]}
          empty="No sign-ups in this range."
          rows={report.signUps.filter(isSignUp).map((row) => ({
            key: `${row.page}:${row.kind}`,
            label: insightLabels.page(row.page, names),
            detail: insightLabels.pagePath(row.page, names),
            ...conversionCells(row, byPage(row)),
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
          columns={["Source", "Kind", "Sign-ups", "Visitors who signed up", "Visitors from the source", "Conversion"]}
          empty="No sign-ups told by the pages in this range."
          rows={report.sourceSignUps.filter(isSignUp).map((row) => ({
            key: `${row.source}:${row.kind}`,
            label: insightLabels.value("source", row.source),
            ...conversionCells(row, bySource(row)),
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
            ...engagementCells(row, byPage(row)),
          }))}
        />
        <CountTable
          caption="Likes and votes by source of the visit, with the source's visitors"
          columns={["Source", "Kind", "Count", "Visitors from the source", "Per visitor"]}
          empty="No likes or votes told by the pages in this range."
          rows={report.sourceSignUps.filter(isEngagement).map((row) => ({
            key: `${row.source}:${row.kind}`,
            label: insightLabels.value("source", row.source),
            ...engagementCells(row, bySource(row)),
          }))}
        />
      </Section>
    </>
  );
}

/** "1 visitor", "2 visitors": the figure in bold, its noun as many as it counts. */
const Counted = ({ n, one, many }: { n: number; one: string; many: string }) => (
  <>
    <strong>{number.format(n)}</strong> {n === 1 ? one : many}
  </>
);

/** The range's totals, each against the days just before, and who is here now. */
export function Totals({ report }: { report: InsightsPage }) {
  const { total, converted, previous } = report;
  return (
    <>
      <p className="text-lg">
        {report.range.from} to {report.range.to}: <Counted n={total.views} one="view" many="views" />,{" "}
        <Counted n={total.visitors} one="visitor" many="visitors" />, <Counted n={converted.count} one="sign-up" many="sign-ups" />;{" "}
        <Counted n={converted.converted} one="visitor" many="visitors" /> signed up (conversion{" "}
        <strong>{converted.conversion === null ? "–" : percent.format(converted.conversion)}</strong>).
      </p>
      <p className="text-sm">
        {`Against the same number of days before (${previous.range.from} to ${previous.range.to}): views ${periodChange(
          total.views,
          previous.total.views,
        )}, visitors ${periodChange(total.visitors, previous.total.visitors)}, sign-ups ${periodChange(
          converted.count,
          previous.converted.count,
        )}, conversion ${pointsChange(converted.conversion, previous.converted.conversion)}. The figures in brackets in the tables compare the same way.`}
      </p>
      <p className="text-sm">
        <Counted n={report.visitorsNow} one="visitor" many="visitors" /> in the last {LIVE_MINUTES} minutes.
      </p>
    </>
  );
}

/** The pages visits began on: a first view that came from another site or from none. */
export function EntryPages({ report, csv, names }: { report: InsightsPage; csv: string; names: PageNames }) {
  const before = lookUp(report.previous.entryPages, (row) => row.page);
  return (
    <Section title="Entry pages" csv={csv}>
      <p className="max-w-prose text-sm">
        Where visits begin: the first page seen, coming from another site or typed in. Pages reached from this site are not counted here.
      </p>
      <CountTable
        caption="Entry pages, English and Spanish together"
        columns={["Page", "Entries", "Visitors"]}
        empty="No visits began in this range."
        rows={report.entryPages.map((row) => ({
          key: row.page,
          label: insightLabels.page(row.page, names),
          detail: insightLabels.pagePath(row.page, names),
          cells: countsWithChange(row, before(row)),
          bar: row.views,
        }))}
      />
    </Section>
  );
}

/** Under a table cut to its most viewed rows: how many more the CSV has. */
export function MoreInCsv({ count }: { count: number }) {
  if (!count) return null;
  return <p className="text-sm">And {number.format(count)} more, less viewed: download this table to see them all.</p>;
}

/** A table's section, with the link to download that table, every row, as a spreadsheet. */
export function Section({ title, csv, children }: { title: string; csv?: string | null; children: React.ReactNode }) {
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
