// The days of a range as the chart draws them (issue 45, row 3): each day up to 92 days, then
// weeks (from the range's first day) up to about two years' worth of 104, else calendar months.
import type { Counts } from "./insights";

export type Bucket = { label: string } & Counts;
export type BucketSize = "day" | "week" | "month";

export function bucketSizeOf(days: number): BucketSize {
  return days <= 92 ? "day" : days <= 7 * 104 ? "week" : "month";
}

/** The days summed into buckets, oldest first; a week is labelled by its first day, a month "2026-11". */
export function dayBuckets(days: ({ day: string } & Counts)[]): { size: BucketSize; buckets: Bucket[] } {
  const size = bucketSizeOf(days.length);
  const buckets: Bucket[] = [];
  days.forEach((day, i) => {
    const label = size === "day" ? day.day : size === "week" ? days[i - (i % 7)].day : day.day.slice(0, 7);
    const last = buckets.at(-1);
    if (last?.label === label) {
      last.views += day.views;
      last.visitors += day.visitors;
    } else buckets.push({ label, views: day.views, visitors: day.visitors });
  });
  return { size, buckets };
}
