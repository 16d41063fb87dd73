// The 75th percentile of a Web Vital from its daily histograms (issue 45), as Google's Chrome UX
// Report reads its own: the bucket where three quarters of the page views are reached, and within
// it a straight line from its start to its end. The bands' limits are bucket starts, so the band
// is exact even where the figure is an estimate.
import type { DeviceClass } from "./beacon";
import { bandOf, type VitalBand, type VitalMetric, vitalDefinitions } from "./vitals";

/** Page views per bucket, by the bucket's start in stored units (vitals.ts). */
export type VitalHistogram = { start: number; count: number }[];

/**
 * A percentile in the metric's own units (ms, or CLS), with its band; `above` when it is in the
 * last bucket, which has no end: the figure is then that bucket's start ("over 20 s").
 */
export type VitalPercentile = { value: number; above: boolean; band: VitalBand; views: number };

/** The whole site, in VitalsRow's `page`. */
export const WHOLE_SITE = "";

/** One page (by its English path, or WHOLE_SITE) on one device class: each metric's 75th percentile over the range. */
export type VitalsRow = {
  page: string;
  device: DeviceClass;
  /** Page views that reported at least one metric (the most any metric has). */
  views: number;
  lcp: VitalPercentile | null;
  inp: VitalPercentile | null;
  cls: VitalPercentile | null;
};

/** The percentile `share` (0.75) of the views in `histogram`, or null when it has none. */
export function percentileOf(metric: VitalMetric, histogram: VitalHistogram, share = 0.75): VitalPercentile | null {
  const { scale, starts } = vitalDefinitions[metric];
  // Several rows may name one bucket (a page's English and Spanish views, several pages).
  const counts = new Map<number, number>();
  for (const { start, count } of histogram) if (count > 0) counts.set(start, (counts.get(start) ?? 0) + count);
  const buckets = [...counts].map(([start, count]) => ({ start, count })).sort((a, b) => a.start - b.start);
  const views = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  if (!views) return null;
  const rank = share * views;
  let before = 0;
  for (const { start, count } of buckets) {
    if (before + count >= rank) {
      const end = starts.find((next) => next > start);
      if (end === undefined) return { value: start / scale, above: true, band: bandOf(metric, start + 1), views };
      const stored = start + ((end - start) * (rank - before)) / count;
      return { value: stored / scale, above: false, band: bandOf(metric, stored), views };
    }
    before += count;
  }
  // Not reached: the last bucket holds the rest of the views.
  return null;
}
