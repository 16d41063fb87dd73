// The chart's days, weeks or months (issue 45, row 3).
import { describe, expect, it } from "vitest";
import { addDays } from "~/features/weekly-drop/cycle";
import type { CalendarDate } from "~/platform/copy-types";
import { dayBuckets } from "./day-buckets";

const daysFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ day: addDays(first as CalendarDate, i), views: 2, visitors: 1 }));

describe("the chart's buckets", () => {
  it("are days up to 92 days", () => {
    const { size, buckets } = dayBuckets(daysFrom("2026-09-01", 92));
    expect(size).toBe("day");
    expect(buckets).toHaveLength(92);
  });

  it("are weeks from the first day for longer ranges, summed", () => {
    const { size, buckets } = dayBuckets(daysFrom("2026-01-01", 100));
    expect(size).toBe("week");
    expect(buckets).toHaveLength(15);
    expect(buckets[1]).toEqual({ label: "2026-01-08", views: 14, visitors: 7 });
    expect(buckets.at(-1)).toEqual({ label: "2026-04-09", views: 4, visitors: 2 });
  });

  it("are calendar months past two years of weeks", () => {
    const { size, buckets } = dayBuckets(daysFrom("2024-11-15", 760));
    expect(size).toBe("month");
    expect(buckets[0]).toEqual({ label: "2024-11", views: 32, visitors: 16 });
    expect(buckets[1].label).toBe("2024-12");
  });
});
