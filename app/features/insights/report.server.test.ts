// What the console's Insights page reads (issue 32): days of the range with zeros where nothing was
// counted, pages beside their Spanish twins, sources, and sign-ups per page with the page's visitors.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { countBeacon, countStoredSignUp, parseBeacon } from "./counting.server";
import { EVERY_PAGE } from "./insights";
import { dayRangeOf, insightsReport } from "./report.server";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// 11:30 pm in New York on Nov 26 (already Nov 27 in UTC).
const LATE_ON_26TH = new Date("2026-11-27T04:30:00Z");

describe("the range of days asked for", () => {
  it("is the last 28 days by default, and refuses what is not a range", () => {
    expect(dayRangeOf(null, null, LATE_ON_26TH)).toEqual({ from: "2026-10-30", to: "2026-11-26" });
    expect(dayRangeOf("2026-11-01", "2026-11-03")).toEqual({ from: "2026-11-01", to: "2026-11-03" });
    for (const [from, to] of [
      ["2026-11-03", "2026-11-01"],
      ["2026-02-30", "2026-03-01"],
      ["yesterday", "2026-11-01"],
      ["2020-01-01", "2026-11-01"],
    ]) {
      expect(dayRangeOf(from, to), `${from}..${to}`).toBeUndefined();
    }
  });
});

describe.each(testDialects())("the insights report on %s", (dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  const view = (clientIp: string, fields: Record<string, string>, now = LATE_ON_26TH) => {
    const beacon = parseBeacon(Buffer.from(JSON.stringify({ l: "en", d: "phone", ...fields })))!;
    return countBeacon(database.db, beacon, { clientIp, userAgent: CHROME, host: "wyp.example.org" }, now);
  };

  it("shows views and visitors per day, pages with their Spanish twins, sources, and sign-ups converted per page and per source", async () => {
    // A flyer reader views three pages, then /art in Spanish; another visitor views /art the day before.
    // /art has two visitors (one a day), the first counted once although they read it in both languages.
    await view("198.51.100.1", { p: "/", s: "flyer", m: "print" });
    await view("198.51.100.1", { p: "/art", s: "flyer", m: "print" });
    await view("198.51.100.1", { p: "/sport" });
    await view("198.51.100.1", { p: "/es/art", l: "es" });
    await view("198.51.100.2", { p: "/art", r: "instagram.com", d: "desktop" }, new Date("2026-11-25T15:00:00Z"));
    // The flyer reader's mentor application, stored with the visit's source told.
    await countStoredSignUp(
      database.db,
      { kind: "mentor", page: "/art", source: "flyer" },
      { clientIp: "198.51.100.1", userAgent: CHROME, host: "wyp.example.org" },
      LATE_ON_26TH,
    );
    const lead = (id: string, kind: "mentor" | "newsletter", source: string, createdAt: string) =>
      database.db
        .insertInto("leads")
        .values({ id, kind, source, email: `${id}@example.org`, details: "{}", created_at: createdAt })
        .execute();
    await lead("in-range", "mentor", "art", LATE_ON_26TH.toISOString());
    await lead("footer", "newsletter", "footer", "2026-11-26T12:00:00.000Z");
    await lead("after-range", "mentor", "art", "2026-11-27T05:00:00.000Z");

    const report = await insightsReport(database.db, { from: "2026-11-24", to: "2026-11-26" });
    expect(report.days).toEqual([
      { day: "2026-11-24", views: 0, visitors: 0 },
      { day: "2026-11-25", views: 1, visitors: 1 },
      { day: "2026-11-26", views: 4, visitors: 1 },
    ]);
    expect(report.total).toEqual({ views: 5, visitors: 2 });
    expect(report.pages).toEqual([
      { page: "/art", en: { views: 2, visitors: 2 }, es: { views: 1, visitors: 1 } },
      { page: "/", en: { views: 1, visitors: 1 }, es: { views: 0, visitors: 0 } },
      { page: "/sport", en: { views: 1, visitors: 1 }, es: { views: 0, visitors: 0 } },
    ]);
    expect(report.sources).toEqual([
      { value: "", views: 2, visitors: 1 },
      { value: "flyer", views: 2, visitors: 1 },
      { value: "instagram.com", views: 1, visitors: 1 },
    ]);
    expect(report.mediums.find((row) => row.value === "print")).toEqual({ value: "print", views: 2, visitors: 1 });
    expect(report.locales).toEqual([
      { value: "en", views: 4, visitors: 2 },
      { value: "es", views: 1, visitors: 1 },
    ]);
    expect(report.devices).toEqual([
      { value: "phone", views: 4, visitors: 1 },
      { value: "desktop", views: 1, visitors: 1 },
    ]);
    expect(report.signUps).toEqual([
      { page: EVERY_PAGE, kind: "newsletter", count: 1, converted: 0, visitors: 2, conversion: 0 },
      { page: "/art", kind: "mentor", count: 1, converted: 1, visitors: 2, conversion: 1 / 2 },
    ]);
    expect(report.sourceSignUps).toEqual([{ source: "flyer", kind: "mentor", count: 1, converted: 1, visitors: 1, conversion: 1 }]);
    expect(report.converted).toEqual({ count: 2, converted: 1, visitors: 2, conversion: 1 / 2 });
  });
});
