// The Insights page's "How fast the site is for real visitors" (issue 45): per page and device
// class, each Web Vital's 75th percentile with Google's band, in words. A band is written, never
// told by colour alone.
import { ConsoleTable } from "~/ui/console-table";
import { insightLabels, type PageNames } from "../report-labels";
import { type VitalMetric, vitalMetrics } from "../vitals";
import { bandNames, vitalFigure, vitalNames } from "../vitals-labels";
import type { VitalPercentile, VitalsRow } from "../vitals-percentile";

const number = new Intl.NumberFormat("en-US");

function VitalCell({ metric, percentile }: { metric: VitalMetric; percentile: VitalPercentile | null }) {
  if (!percentile) return <td className="py-2 pr-4 text-muted">Not measured</td>;
  return (
    <td className="py-2 pr-4 tabular-nums">
      {vitalFigure(metric, percentile)}
      <span className={percentile.band === "poor" ? "block text-xs font-bold" : "block text-xs"}>{bandNames[percentile.band]}</span>
    </td>
  );
}

export function WebVitalsTable({ rows, names }: { rows: VitalsRow[]; names: PageNames }) {
  return (
    <>
      <p className="max-w-prose text-sm">
        Measured in visitors&apos; own browsers as they used the site, then kept only as daily counts. Each figure is the 75th percentile:
        three page views in four did at least this well. {vitalMetrics.map((metric) => describe(metric)).join(" ")} Safari and Firefox
        measure only some of these; a figure from a few page views says little.
      </p>
      {rows.length === 0 ? (
        <p className="text-sm">No page has reported its speed in this range.</p>
      ) : (
        <ConsoleTable
          caption="Loading, responding and stability per page and device, 75th percentile"
          columns={[
            "Page",
            "Device",
            "Page views measured",
            ...vitalMetrics.map((metric) => `${vitalNames[metric].name} (${vitalNames[metric].short})`),
          ]}
          className="min-w-[48rem]"
        >
          {rows.map((row) => (
            <tr key={`${row.page}:${row.device}`} className="border-b border-line align-middle">
              <th scope="row" className="py-2 pr-4 font-normal break-all">
                {insightLabels.page(row.page, names)}
                {insightLabels.pagePath(row.page, names) && (
                  <span className="block text-xs text-muted">{insightLabels.pagePath(row.page, names)}</span>
                )}
              </th>
              <td className="py-2 pr-4">{insightLabels.value("device", row.device)}</td>
              <td className="py-2 pr-4 tabular-nums">{number.format(row.views)}</td>
              {vitalMetrics.map((metric) => (
                <VitalCell key={metric} metric={metric} percentile={row[metric]} />
              ))}
            </tr>
          ))}
        </ConsoleTable>
      )}
    </>
  );
}

const describe = (metric: VitalMetric) => {
  const { name, short, means, limits } = vitalNames[metric];
  return `${name} (${short}): ${means}; ${limits}.`;
};
