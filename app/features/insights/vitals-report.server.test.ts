// What the console's Web Vitals table reads (issue 45): views counted on days in the range only,
// a page's English and Spanish views as one page, the whole site first, each metric's 75th
// percentile with its band, and a metric nobody reported as none.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { countVitals } from "./vitals-counting.server";
import { vitalsReport } from "./vitals-report.server";

// Noon in New York on Nov 26 and Nov 20.
const ON_26TH = new Date("2026-11-26T17:00:00Z");
const ON_20TH = new Date("2026-11-20T17:00:00Z");

describe.each(testDialects())("the Web Vitals report on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  it("gives each page and device the 75th percentile of what was reported in the range, with its band", async () => {
    const { db } = database;
    // Four phone views of /art, one of them in Spanish: three load by 2 s, one at 5 s.
    for (const [p, lcp] of [
      ["/art", 1200],
      ["/es/art", 1400],
      ["/art", 1900],
      ["/art", 5000],
    ] as const) {
      await countVitals(db, { p, d: "phone", lcp, cls: 0 }, ON_26TH);
    }
    await countVitals(db, { p: "/sport", d: "desktop", lcp: 900, inp: 640, cls: 0.3 }, ON_26TH);
    // Outside the range.
    await countVitals(db, { p: "/art", d: "phone", lcp: 30_000, cls: 2 }, ON_20TH);

    const rows = await vitalsReport(db, { from: "2026-11-21", to: "2026-11-26" });
    expect(rows.map((row) => [row.page, row.device, row.views])).toEqual([
      ["", "phone", 4],
      ["", "desktop", 1],
      ["/art", "phone", 4],
      ["/sport", "desktop", 1],
    ]);
    const art = rows[2]!;
    // The 3rd of 4 views is the 75th: the last in the bucket from 1.5 to 2 s.
    expect(art.lcp).toEqual({ value: 2000, above: false, band: "good", views: 4 });
    // None of the four moved: 0.00, not a figure within a wider first bucket (it read 0.02).
    expect(art.cls).toEqual({ value: 0.00075, above: false, band: "good", views: 4 });
    expect(art.inp).toBeNull();
    const sport = rows[3]!;
    expect([sport.lcp?.band, sport.inp?.band, sport.cls?.band]).toEqual(["good", "poor", "poor"]);
  });
});
