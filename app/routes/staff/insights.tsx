// /staff/insights (owners and editors): how the site is doing over a range of New York days,
// counted on our own server with no visitor tracked (issue 32), and the same as a CSV.
import { data } from "react-router";
import { getDb } from "~/platform/db.server";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import { dayRangeOf, insightsPage } from "~/features/insights/report.server";
import { DISTINCT_VALUES_PER_DAY } from "~/features/insights/counted-values";
import { pageNames } from "~/page-names";
import { insightLabels } from "~/features/insights/report-labels";
import type { CsvTable } from "~/features/insights/report-csv";
import { isRangePreset, presetRange } from "~/features/insights/range-presets";
import { newYorkDate } from "~/platform/console-time";
import { countsWithChange, lookUp } from "~/features/insights/compared-figures";
import { CountTable } from "~/features/insights/components/count-table";
import { WebVitalsTable } from "~/features/insights/components/web-vitals-table";
import { vitalsReport } from "~/features/insights/vitals-report.server";
import { SHOWN_ROWS } from "~/features/insights/insights";
import {
  Conversions,
  EntryPages,
  MoreInCsv,
  OverTime,
  RangeChooser,
  Section,
  Totals,
} from "~/features/insights/components/report-sections";
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

export default function StaffInsights({ loaderData }: Route.ComponentProps) {
  const { asked, preset, error, report, vitals, pageNames: names } = loaderData;
  const csvOf = (table: CsvTable) => `/staff/api/insights.csv?table=${table}&from=${asked.from}&to=${asked.to}`;
  const pageBefore = lookUp(report?.previous.pages ?? [], (row) => row.page);
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
          <Totals report={report} />
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
                cells: [...countsWithChange(page.en, pageBefore(page)?.en), ...countsWithChange(page.es, pageBefore(page)?.es)],
                bar: page.en.views + page.es.views,
              }))}
            />
          </Section>
          <EntryPages report={report} csv={csvOf("entry-pages")} names={names} />
          {(
            [
              ["Sources", "source", report.sources, report.previous.sources, report.more.sources, "sources"],
              ["Mediums", "medium", report.mediums, report.previous.mediums, report.more.mediums, "mediums"],
              ["Campaigns", "campaign", report.campaigns, report.previous.campaigns, report.more.campaigns, "campaigns"],
              ["Devices", "device", report.devices, report.previous.devices, 0, "devices"],
              ["Languages", "language", report.locales, report.previous.locales, 0, "languages"],
            ] as const
          ).map(([title, section, list, before, more, table]) => (
            <Section key={section} title={title} csv={csvOf(table)}>
              <CountTable
                caption={title}
                columns={[title.replace(/s$/, ""), "Views", "Visitors"]}
                empty="Nothing counted in this range."
                rows={list.map((row) => ({
                  key: row.value,
                  label: insightLabels.value(section, row.value),
                  cells: countsWithChange(row, lookUp(before, (named) => named.value)(row)),
                  bar: row.views,
                }))}
              />
              <MoreInCsv count={more} />
            </Section>
          ))}
          <Conversions report={report} csvOf={csvOf} names={names} />
          <Section title="How fast the site is for real visitors" csv={vitals.length ? csvOf("web-vitals") : null}>
            <WebVitalsTable rows={vitals} names={names} />
          </Section>
        </>
      )}
    </section>
  );
}

/** The chart of the range, by day, week or month as its length asks, and the same figures as a table. */
