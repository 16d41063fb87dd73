// The named ranges of the Insights page (issue 45, row 4), on a New York date.
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "~/platform/copy-types";
import { isRangePreset, presetRange } from "./range-presets";

const today = "2026-03-10" as CalendarDate;

describe("a named range", () => {
  it("ends today, or with last month's last day", () => {
    expect(presetRange("7-days", today)).toEqual({ from: "2026-03-04", to: "2026-03-10" });
    expect(presetRange("30-days", today)).toEqual({ from: "2026-02-09", to: "2026-03-10" });
    expect(presetRange("90-days", today)).toEqual({ from: "2025-12-11", to: "2026-03-10" });
    expect(presetRange("this-month", today)).toEqual({ from: "2026-03-01", to: "2026-03-10" });
    expect(presetRange("last-month", today)).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetRange("last-month", "2026-01-15" as CalendarDate)).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetRange("this-year", today)).toEqual({ from: "2026-01-01", to: "2026-03-10" });
  });

  it("is only one of the page's", () => {
    expect(isRangePreset("30-days")).toBe(true);
    expect(isRangePreset("forever")).toBe(false);
    expect(isRangePreset(null)).toBe(false);
  });
});
