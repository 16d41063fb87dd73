// A figure against the period before it (issue 45, row 4).
import { describe, expect, it } from "vitest";
import { periodChange, pointsChange, previousRange } from "./period-change";

describe("the period before", () => {
  it("has as many days and ends the day before", () => {
    expect(previousRange({ from: "2026-11-01", to: "2026-11-28" })).toEqual({ from: "2026-10-04", to: "2026-10-31" });
    expect(previousRange({ from: "2026-03-01", to: "2026-03-01" })).toEqual({ from: "2026-02-28", to: "2026-02-28" });
  });
});

describe("a change", () => {
  it("is a signed whole percentage, or words where a percentage says nothing", () => {
    expect(periodChange(112, 100)).toBe("+12%");
    expect(periodChange(95, 100)).toBe("−5%");
    expect(periodChange(100, 100)).toBe("no change");
    expect(periodChange(3, 0)).toBe("new");
    expect(periodChange(0, 0)).toBe("no change");
    expect(periodChange(2_500, 1_000)).toBe("+150%");
  });
});

describe("a change of conversion", () => {
  it("is in percentage points, a share of visitors against a share of visitors", () => {
    expect(pointsChange(0.25, 0.1)).toBe("+15 pts");
    expect(pointsChange(0.1, 0.125)).toBe("−2.5 pts");
    expect(pointsChange(0.5, 0.5)).toBe("no change");
    expect(pointsChange(0.5, null)).toBe("new");
    expect(pointsChange(null, 0.5)).toBe("–");
  });
});
