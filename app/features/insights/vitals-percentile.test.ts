// The 75th percentile of each Web Vital from its histogram, and its band (issue 45).
import { describe, expect, it } from "vitest";
import { bandOf, bucketOf } from "./vitals";
import { vitalFigure } from "./vitals-labels";
import { percentileOf } from "./vitals-percentile";

describe("a value's bucket", () => {
  it("is the one whose range holds it, a band's limit in the band below", () => {
    expect(bucketOf("lcp", 0)).toBe(0);
    expect(bucketOf("lcp", 2500)).toBe(2000);
    expect(bucketOf("lcp", 2500.4)).toBe(2500);
    expect(bucketOf("lcp", 90_000)).toBe(20_000);
    expect(bucketOf("inp", 200)).toBe(150);
    expect(bucketOf("inp", 208)).toBe(200);
    expect(bucketOf("cls", 0)).toBe(0);
    expect(bucketOf("cls", 0.001)).toBe(0);
    expect(bucketOf("cls", 0.01)).toBe(1);
    expect(bucketOf("cls", 0.1)).toBe(75);
    expect(bucketOf("cls", 0.26)).toBe(250);
    expect(bucketOf("cls", 7)).toBe(1000);
  });
});

describe("Google's bands", () => {
  it("are good up to the limit and poor only above the other", () => {
    expect([bandOf("lcp", 2500), bandOf("lcp", 2501), bandOf("lcp", 4000), bandOf("lcp", 4001)]).toEqual([
      "good",
      "needs-improvement",
      "needs-improvement",
      "poor",
    ]);
    expect([bandOf("inp", 200), bandOf("inp", 500), bandOf("inp", 501)]).toEqual(["good", "needs-improvement", "poor"]);
    expect([bandOf("cls", 100), bandOf("cls", 250), bandOf("cls", 251)]).toEqual(["good", "needs-improvement", "poor"]);
  });
});

describe("the 75th percentile", () => {
  it("is nothing without views", () => {
    expect(percentileOf("lcp", [])).toBeNull();
    expect(percentileOf("lcp", [{ start: 500, count: 0 }])).toBeNull();
  });

  it("is within the bucket where three quarters of the views are reached, on a line from its start to its end", () => {
    // 100 views: 50 up to 1 s, 40 from 2 to 2.5 s, 10 above 4 s. The 75th is the 25th of the 40.
    const histogram = [
      { start: 4000, count: 10 },
      { start: 500, count: 50 },
      { start: 2000, count: 40 },
    ];
    expect(percentileOf("lcp", histogram)).toEqual({ value: 2000 + 500 * (25 / 40), above: false, band: "good", views: 100 });
    // The median is in the first bucket: its 50th view is at its end.
    expect(percentileOf("lcp", histogram, 0.5)).toEqual({ value: 1000, above: false, band: "good", views: 100 });
  });

  it("reads a site that never moved as 0.00, and one that moved a little above it", () => {
    expect(vitalFigure("cls", percentileOf("cls", [{ start: 0, count: 8 }])!)).toBe("0.00");
    expect(vitalFigure("cls", percentileOf("cls", [{ start: 1, count: 8 }])!)).toBe("0.02");
  });

  it("adds up the rows that name one bucket", () => {
    const english = [{ start: 0, count: 3 }];
    const spanish = [{ start: 0, count: 1 }];
    expect(percentileOf("cls", [...english, ...spanish])).toEqual(percentileOf("cls", [{ start: 0, count: 4 }]));
  });

  it("takes the band of where it falls, one view either side of a limit", () => {
    const justGood = [
      { start: 150, count: 3 },
      { start: 200, count: 1 },
    ];
    expect(percentileOf("inp", justGood)).toMatchObject({ value: 200, band: "good" });
    const needsImprovement = [
      { start: 150, count: 2 },
      { start: 200, count: 2 },
    ];
    expect(percentileOf("inp", needsImprovement)).toMatchObject({ value: 225, band: "needs-improvement" });
  });

  it("is the last bucket's start, marked as above it, when that open bucket holds it", () => {
    expect(percentileOf("lcp", [{ start: 20_000, count: 4 }])).toEqual({ value: 20_000, above: true, band: "poor", views: 4 });
    expect(percentileOf("cls", [{ start: 1000, count: 1 }])).toEqual({ value: 1, above: true, band: "poor", views: 1 });
  });

  it("reads CLS in thousandths back as the shift score", () => {
    // The 3rd of 4 views, three quarters of the way from 0.05 to 0.075.
    expect(percentileOf("cls", [{ start: 50, count: 4 }])).toEqual({ value: 0.06875, above: false, band: "good", views: 4 });
    expect(percentileOf("cls", [{ start: 250, count: 4 }])?.band).toBe("poor");
  });
});
