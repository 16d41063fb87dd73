// The weekly insights email's words (issue 45, row 8): last week's visitors, top sources, sign-ups
// and conversion, each against the week before, and a link to the page. Plain text, in the
// console's English; no name a visitor could have typed is in it but the kept source names.
import { shareWithChange, withChange } from "./compared-figures";
import type { InsightsReport } from "./insights";
import { periodChange } from "./period-change";
import { insightLabels } from "./report-labels";

const count = new Intl.NumberFormat("en-US");

/** Sources the email lists, most visitors first. */
const TOP_SOURCES = 5;

type Figures = Pick<InsightsReport, "range" | "total" | "sources" | "converted">;

/** The mail for `week` against `before`, with the links to the page for that week and to the member's email settings. */
export function weeklyInsightsMail(week: Figures, before: Figures, links: { page: string; settings: string }) {
  const sourceBefore = new Map(before.sources.map((row) => [row.value, row.visitors]));
  const sources = [...week.sources]
    .sort((a, b) => b.visitors - a.visitors || (a.value < b.value ? -1 : 1))
    .slice(0, TOP_SOURCES)
    .map((row) => `- ${insightLabels.value("source", row.value)}: ${withChange(row.visitors, sourceBefore.get(row.value))}`);
  const visitors = withChange(week.total.visitors, before.total.visitors);
  const change = periodChange(week.total.visitors, before.total.visitors);
  return {
    subject: `WYP insights, ${week.range.from} to ${week.range.to}: ${count.format(week.total.visitors)} ${week.total.visitors === 1 ? "visitor" : "visitors"} (${change})`,
    body: [
      `Last week on the WYP site, Monday ${week.range.from} to Sunday ${week.range.to} (New York time), against the week before:`,
      "",
      `Visitors: ${visitors}`,
      `Page views: ${withChange(week.total.views, before.total.views)}`,
      `Sign-ups: ${withChange(week.converted.count, before.converted.count)}`,
      `Conversion (visitors who signed up): ${shareWithChange(week.converted.conversion, before.converted.conversion)}`,
      "",
      "Top sources, by visitors:",
      ...(sources.length ? sources : ["- No visits last week."]),
      "",
      `The whole page for the week: ${links.page}`,
      "",
      `You get this email because you asked for it. To stop it: ${links.settings}`,
    ].join("\n"),
  };
}
