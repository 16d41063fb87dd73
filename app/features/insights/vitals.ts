// How fast the site is for real visitors (issue 45): the three Web Vitals a page reports when it is
// hidden, the histogram buckets the server counts them in, and Google's bands. Shared by the server
// that counts and the console that reads; the browser's measuring code (vitals-client.ts) needs none of it.

export const vitalMetrics = ["lcp", "inp", "cls"] as const;
export type VitalMetric = (typeof vitalMetrics)[number];

export type VitalBand = "good" | "needs-improvement" | "poor";

type MetricDefinition = {
  /** Stored buckets are integers: a value times `scale` (CLS in thousandths, the others in ms). */
  scale: number;
  /**
   * Where each bucket starts, in stored units, from 0: a bucket holds the values above its start up
   * to the next one's (the first from 0), the last everything above it. The bands' limits are
   * starts, so a bucket is always within one band.
   */
  starts: readonly number[];
  /** Google's limits: good up to `good`, poor above `poor`, in stored units. */
  good: number;
  poor: number;
};

export const vitalDefinitions: Record<VitalMetric, MetricDefinition> = {
  lcp: {
    scale: 1,
    starts: [0, 500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000],
    good: 2500,
    poor: 4000,
  },
  inp: {
    scale: 1,
    starts: [0, 50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000],
    good: 200,
    poor: 500,
  },
  cls: {
    scale: 1000,
    // The first bucket is a page that did not move (0, or at most 0.001): most pages never shift,
    // and a bucket up to 0.025 showed them as "0.02".
    starts: [0, 1, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000],
    good: 100,
    poor: 250,
  },
};

/** The start of the bucket a measured value (ms, or CLS as measured) counts in: above a start, up to the next one. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const { scale, starts } = vitalDefinitions[metric];
  const stored = value * scale;
  let start = 0;
  for (const next of starts) if (stored > next) start = next;
  return start;
}

/** Google's band of a value in stored units. */
export function bandOf(metric: VitalMetric, stored: number): VitalBand {
  const { good, poor } = vitalDefinitions[metric];
  return stored <= good ? "good" : stored > poor ? "poor" : "needs-improvement";
}
