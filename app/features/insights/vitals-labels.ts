// Web Vitals in the words a board reads (issue 45): each metric by what a visitor notices, a
// percentile as a figure in its unit, and Google's bands by name. The console is in English.
import type { VitalBand, VitalMetric } from "./vitals";
import type { VitalPercentile } from "./vitals-percentile";

export const vitalNames: Record<VitalMetric, { name: string; short: string; limits: string; means: string }> = {
  lcp: {
    name: "Loading",
    short: "LCP",
    limits: "good up to 2.5 s, poor over 4 s",
    means: "how long until the page's main text or picture showed",
  },
  inp: {
    name: "Responding",
    short: "INP",
    limits: "good up to 200 ms, poor over 500 ms",
    means: "how long the page took to answer a tap, click or key",
  },
  cls: {
    name: "Stability",
    short: "CLS",
    limits: "good up to 0.1, poor over 0.25",
    means: "how much the page moved about while being read (0 is not at all)",
  },
};

export const bandNames: Record<VitalBand, string> = { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" };

const seconds = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const milliseconds = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const score = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "2.3 s", "180 ms", "0.08"; "over 20.0 s" when the percentile is in the last, open bucket. */
export function vitalFigure(metric: VitalMetric, { value, above }: VitalPercentile): string {
  const figure =
    metric === "lcp" ? `${seconds.format(value / 1000)} s` : metric === "inp" ? `${milliseconds.format(value)} ms` : score.format(value);
  return above ? `over ${figure}` : figure;
}
