// The Insights page as a spreadsheet: every table it shows for the range, one row per line shown,
// the section named in the first column.
import { csvRow } from "~/platform/csv";
import type { InsightsReport } from "./insights";
import { insightLabels } from "./report-labels";

export function insightsCsv(report: InsightsReport): string {
  const rows: unknown[][] = [["section", "item", "language or kind", "views", "visitors", "sign-ups", "conversion"]];
  for (const day of report.days) rows.push(["day", day.day, "", day.views, day.visitors, "", ""]);
  for (const page of report.pages) {
    rows.push(["page", page.page, "en", page.en.views, page.en.visitors, "", ""]);
    rows.push(["page", page.page, "es", page.es.views, page.es.visitors, "", ""]);
  }
  for (const [section, list] of [
    ["source", report.sources],
    ["medium", report.mediums],
    ["campaign", report.campaigns],
    ["device", report.devices],
    ["language", report.locales],
  ] as const) {
    for (const row of list) rows.push([section, insightLabels.value(section, row.value), "", row.views, row.visitors, "", ""]);
  }
  for (const row of report.signUps) {
    rows.push(["sign-ups", row.page, row.kind, "", row.visitors, row.count, row.conversion === null ? "" : row.conversion.toFixed(4)]);
  }
  for (const row of report.sourceSignUps) {
    const source = insightLabels.value("source", row.source);
    rows.push([
      "sign-ups by source",
      source,
      row.kind,
      "",
      row.visitors,
      row.count,
      row.conversion === null ? "" : row.conversion.toFixed(4),
    ]);
  }
  return rows.map(csvRow).join("");
}
