// /staff/api/insights.csv?table=&from=&to=: one of the Insights page's tables for the range, every
// row, as a spreadsheet-safe CSV download (issue 45).
import { getDb } from "~/platform/db.server";
import { dayRangeOf, insightsReport } from "~/features/insights/report.server";
import { insightsCsv, isCsvTable, vitalsCsv } from "~/features/insights/report-csv";
import { vitalsReport } from "~/features/insights/vitals-report.server";
import { pageNames } from "~/page-names";
import type { Route } from "./+types/insights-csv";

const noStore = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const range = dayRangeOf(params.get("from"), params.get("to"));
  if (!range) return Response.json({ error: "Invalid range of days." }, { status: 400, headers: noStore });
  const table = params.get("table");
  if (!isCsvTable(table)) return Response.json({ error: "Choose one of the page's tables." }, { status: 400, headers: noStore });
  const csv =
    table === "web-vitals"
      ? vitalsCsv(await vitalsReport(getDb(), range), pageNames)
      : insightsCsv(await insightsReport(getDb(), range), table, pageNames);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      ...noStore,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="wyp-insights-${table}-${range.from}-to-${range.to}.csv"`,
    },
  });
}
