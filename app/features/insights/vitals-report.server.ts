// What the console's Insights page shows of Web Vitals (issue 45): per page and device class, and
// for the whole site per device class, each metric's 75th percentile over the range, from the
// daily histograms summed by the database. A page's English and Spanish views are one page.
import type { Db } from "../../../db/connect";
import { pagePathOf } from "~/platform/locale";
import { deviceClasses } from "./beacon";
import { type DayRange, OTHER_VALUE } from "./insights";
import { vitalMetrics } from "./vitals";
import { percentileOf, type VitalHistogram, type VitalsRow, WHOLE_SITE } from "./vitals-percentile";

export async function vitalsReport(db: Db, range: DayRange): Promise<VitalsRow[]> {
  const sums = await db
    .selectFrom("insight_vitals")
    .select(({ fn }) => ["page", "device", "metric", "bucket", fn.sum<number>("views").as("views")])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .groupBy(["page", "device", "metric", "bucket"])
    .execute();
  // By page and device, then metric: the histogram over the range.
  const histograms = new Map<string, Map<string, VitalHistogram>>();
  const add = (page: string, device: string, metric: string, start: number, count: number) => {
    const key = `${page}\u0000${device}`;
    const metrics = histograms.get(key) ?? histograms.set(key, new Map()).get(key)!;
    (metrics.get(metric) ?? metrics.set(metric, []).get(metric)!).push({ start, count });
  };
  for (const row of sums) {
    const page = row.page === OTHER_VALUE ? OTHER_VALUE : pagePathOf(row.page);
    add(page, row.device, row.metric, Number(row.bucket), Number(row.views));
    add(WHOLE_SITE, row.device, row.metric, Number(row.bucket), Number(row.views));
  }
  const rows = [...histograms].map(([key, metrics]): VitalsRow => {
    const [page, device] = key.split("\u0000") as [string, VitalsRow["device"]];
    const [lcp, inp, cls] = vitalMetrics.map((metric) => percentileOf(metric, metrics.get(metric) ?? []));
    return { page, device, views: Math.max(lcp?.views ?? 0, inp?.views ?? 0, cls?.views ?? 0), lcp, inp, cls };
  });
  // The whole site first, then the most measured pages; phones before tablets before desktops.
  const pageViews = new Map<string, number>();
  for (const row of rows) pageViews.set(row.page, (pageViews.get(row.page) ?? 0) + row.views);
  const rank = (row: VitalsRow) => (row.page === WHOLE_SITE ? Infinity : pageViews.get(row.page)!);
  return rows.sort(
    (a, b) => rank(b) - rank(a) || a.page.localeCompare(b.page) || deviceClasses.indexOf(a.device) - deviceClasses.indexOf(b.device),
  );
}
