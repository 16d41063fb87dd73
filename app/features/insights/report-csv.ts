// The Insights page's tables as spreadsheets (issue 45, row 7): one CSV per table, with the
// headers and labels the page shows and conversion as a percentage ("12.5%"), every row (the page
// cuts tables of names at their most viewed). Cells go through csvRow, so no name a visitor's
// address brought runs as a formula.
import { csvRow } from "~/platform/csv";
import type { Conversion, Counts, InsightsReport, SignUpKind } from "./insights";
import { insightLabels, type PageNames } from "./report-labels";
import { vitalMetrics } from "./vitals";
import { bandNames, vitalFigure, vitalNames } from "./vitals-labels";
import type { VitalsRow } from "./vitals-percentile";

/** The tables, by the name their CSV's address and file take. */
export const csvTables = [
  "days",
  "pages",
  "sources",
  "mediums",
  "campaigns",
  "devices",
  "languages",
  "entry-pages",
  "sign-ups",
  "sign-ups-by-source",
  "web-vitals",
] as const;
export type CsvTable = (typeof csvTables)[number];

export const isCsvTable = (value: string | null): value is CsvTable => csvTables.includes(value as CsvTable);

const percent = (conversion: number | null) => (conversion === null ? "" : `${Number((conversion * 100).toFixed(1))}%`);
const conversionCells = (row: Conversion & { kind: SignUpKind }) => [
  insightLabels.kind(row.kind),
  row.count,
  row.converted,
  row.visitors,
  percent(row.conversion),
];
const counts = ({ views, visitors }: Counts) => [views, visitors];

function named(section: "source" | "medium" | "campaign" | "device" | "language", rows: ({ value: string } & Counts)[]) {
  const title = { source: "Source", medium: "Medium", campaign: "Campaign", device: "Device", language: "Language" }[section];
  return [[title, "Views", "Visitors"], ...rows.map((row) => [insightLabels.value(section, row.value), ...counts(row)])];
}

/** A table's rows, its header first. */
function tableRows(report: InsightsReport, table: Exclude<CsvTable, "web-vitals">, pageNames: PageNames): unknown[][] {
  switch (table) {
    case "days":
      return [["Day", "Views", "Visitors"], ...report.days.map((day) => [day.day, ...counts(day)])];
    case "pages":
      return [
        ["Page", "Address", "Views (English)", "Visitors (English)", "Views (Spanish)", "Visitors (Spanish)"],
        ...report.pages.map((row) => [
          insightLabels.page(row.page, pageNames),
          insightLabels.pagePath(row.page, pageNames) ?? "",
          ...counts(row.en),
          ...counts(row.es),
        ]),
      ];
    case "entry-pages":
      return [
        ["Page", "Address", "Entries", "Visitors"],
        ...report.entryPages.map((row) => [
          insightLabels.page(row.page, pageNames),
          insightLabels.pagePath(row.page, pageNames) ?? "",
          ...counts(row),
        ]),
      ];
    case "sources":
      return named("source", report.sources);
    case "mediums":
      return named("medium", report.mediums);
    case "campaigns":
      return named("campaign", report.campaigns);
    case "devices":
      return named("device", report.devices);
    case "languages":
      return named("language", report.locales);
    case "sign-ups":
      return [
        ["Page", "Kind", "Sign-ups", "Visitors who signed up", "Visitors of the page", "Conversion"],
        ...report.signUps.map((row) => [insightLabels.page(row.page, pageNames), ...conversionCells(row)]),
      ];
    case "sign-ups-by-source":
      return [
        ["Source", "Kind", "Sign-ups", "Visitors who signed up", "Visitors from the source", "Conversion"],
        ...report.sourceSignUps.map((row) => [insightLabels.value("source", row.source), ...conversionCells(row)]),
      ];
  }
}

/** The table as CSV; `pageNames` (app/page-names.ts, from the route) names each page as the board does. */
export function insightsCsv(report: InsightsReport, table: Exclude<CsvTable, "web-vitals">, pageNames: PageNames): string {
  return tableRows(report, table, pageNames).map(csvRow).join("");
}

/** "How fast the site is for real visitors" as the page shows it: each figure in its unit and its band in words. */
export function vitalsCsv(rows: VitalsRow[], pageNames: PageNames): string {
  const header = [
    "Page",
    "Address",
    "Device",
    "Page views measured",
    ...vitalMetrics.flatMap((metric) => [`${vitalNames[metric].name} (${vitalNames[metric].short})`, `${vitalNames[metric].name} band`]),
  ];
  const body = rows.map((row) => [
    insightLabels.page(row.page, pageNames),
    insightLabels.pagePath(row.page, pageNames) ?? "",
    insightLabels.value("device", row.device),
    row.views,
    ...vitalMetrics.flatMap((metric) => {
      const percentile = row[metric];
      return percentile ? [vitalFigure(metric, percentile), bandNames[percentile.band]] : ["Not measured", ""];
    }),
  ]);
  return [header, ...body].map(csvRow).join("");
}
