// Insights count exactly, on both databases, and keep nothing that links a visit to another
// day's: the day's salt and hashes are gone once the day has ended (issue 32).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import type { InsightDimension } from "../../../db/schema";
import { countBeacon, deleteExpiredInsights, insightDay, parseBeacon } from "./counting.server";
import { OTHER_VALUE } from "./insights";
import { DISTINCT_VALUES_PER_DAY } from "./counted-values";
import { connect } from "../../../db/connect";
import { signUpKinds } from "./beacon";
import { leadKinds } from "~/features/leads/fields";
import { browserFamily, isKnownBot } from "./user-agents.server";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SITE = "wyp.example.org";
// Noon in New York on Nov 26 and the next day.
const DAY_ONE = new Date("2026-11-26T17:00:00Z");
const DAY_TWO = new Date("2026-11-27T17:00:00Z");

const beacon = (fields: Record<string, string>) => {
  const parsed = parseBeacon(Buffer.from(JSON.stringify({ d: "desktop", ...fields })));
  if (!parsed) throw new Error(`not a beacon: ${JSON.stringify(fields)}`);
  return parsed;
};

describe("the beacon body", () => {
  it("takes a page, a language, a device and the optional referrer and campaign", () => {
    expect(beacon({ p: "/es/art", l: "es", r: "WWW.Instagram.com", s: "flyer", m: "print", c: "fall-2026", d: "phone" })).toEqual({
      p: "/es/art",
      l: "es",
      r: "instagram.com",
      s: "flyer",
      m: "print",
      c: "fall-2026",
      d: "phone",
    });
  });

  it.each([
    ["empty", ""],
    ["not JSON", "p=/art"],
    ["an array", "[]"],
    ["no path", JSON.stringify({ l: "en", d: "phone" })],
    ["a path with a query", JSON.stringify({ p: "/art?x=1", l: "en", d: "phone" })],
    ["a full address", JSON.stringify({ p: "https://evil.example/", l: "en", d: "phone" })],
    ["an unknown language", JSON.stringify({ p: "/", l: "fr", d: "phone" })],
    ["an unknown device", JSON.stringify({ p: "/", l: "en", d: "watch" })],
    ["an unknown kind of sign-up", JSON.stringify({ p: "/", d: "phone", k: "donation" })],
    ["an extra field", JSON.stringify({ p: "/", l: "en", d: "phone", ip: "1.2.3.4" })],
    ["a long campaign", JSON.stringify({ p: "/", l: "en", d: "phone", c: "x".repeat(61) })],
    ["a control character", JSON.stringify({ p: "/", l: "en", d: "phone", s: "a\u0000b" })],
    ["a referrer that is not a host", JSON.stringify({ p: "/", l: "en", d: "phone", r: "a b/c" })],
    ["over the size limit", JSON.stringify({ p: "/", l: "en", d: "phone", x: "y".repeat(2000) })],
  ])("refuses %s", (_, body) => {
    expect(parseBeacon(Buffer.from(body))).toBeUndefined();
  });
});

describe("user agents", () => {
  it("knows robots and the browser family, not more", () => {
    for (const bot of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "curl/8.5.0",
      "facebookexternalhit/1.1",
      "",
      undefined,
    ]) {
      expect(isKnownBot(bot), String(bot)).toBe(true);
    }
    expect(isKnownBot(CHROME)).toBe(false);
    expect(browserFamily(CHROME)).toBe("chrome");
    expect(browserFamily(FIREFOX)).toBe("firefox");
    expect(browserFamily(`${CHROME} Edg/131.0.0.0`)).toBe("edge");
  });
});

describe.each(testDialects())("counting page views on %s", (dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  async function counts(day: string, dimension: InsightDimension) {
    const rows = await database.db
      .selectFrom("insight_counts")
      .select(["value", "views", "visitors"])
      .where("day", "=", day)
      .where("dimension", "=", dimension)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.value, { views: Number(row.views), visitors: Number(row.visitors) }]));
  }

  const pagesVisited = ["/", "/art", "/es/art", "/sport", "/wyp-gallery"];

  /** 1,000 beacons from 50 visitors (25 IPv4, 25 IPv6 /64s), 20 each, sent together. */
  function sendThousand(now: Date) {
    const sent: { visitor: number; page: string; source: string }[] = [];
    const writes: Promise<void>[] = [];
    for (let i = 0; i < 1000; i++) {
      const visitor = i % 50;
      const page = pagesVisited[(i * 7 + visitor) % pagesVisited.length];
      const source = visitor < 10 && i < 50 ? "flyer" : "";
      sent.push({ visitor, page, source });
      const clientIp = visitor < 25 ? `198.51.100.${visitor}` : `2001:db8:${visitor}::/64`;
      const fields: Record<string, string> = { p: page, d: visitor % 2 ? "phone" : "desktop" };
      if (source) fields.s = source;
      writes.push(countBeacon(database.db, beacon(fields), { clientIp, userAgent: CHROME, host: SITE }, now));
    }
    return { sent, done: Promise.all(writes) };
  }

  function expected(sent: { visitor: number; page: string; source: string }[], key: (view: (typeof sent)[number]) => string) {
    const out: Record<string, { views: number; visitors: number }> = {};
    const visitors = new Map<string, Set<number>>();
    for (const view of sent) {
      const value = key(view);
      out[value] ??= { views: 0, visitors: 0 };
      out[value].views += 1;
      if (!visitors.has(value)) visitors.set(value, new Set());
      visitors.get(value)!.add(view.visitor);
    }
    for (const [value, set] of visitors) out[value].visitors = set.size;
    return out;
  }

  it("counts 1,000 beacons from 50 visitors exactly: views, and each visitor once per day and per value", async () => {
    const { sent, done } = sendThousand(DAY_ONE);
    await done;
    const day = insightDay(DAY_ONE);
    expect(day).toBe("2026-11-26");
    expect(await counts(day, "day")).toEqual({ "": { views: 1000, visitors: 50 } });
    expect(await counts(day, "page")).toEqual(expected(sent, (view) => view.page));
    expect(await counts(day, "twins")).toEqual(expected(sent, (view) => view.page.replace(/^\/es(?=\/|$)/, "") || "/"));
    expect(await counts(day, "source")).toEqual(expected(sent, (view) => view.source));
    expect(await counts(day, "locale")).toEqual(expected(sent, (view) => (view.page.startsWith("/es") ? "es" : "en")));
    expect(await counts(day, "device")).toEqual(expected(sent, (view) => (view.visitor % 2 ? "phone" : "desktop")));
    // Nothing stored names an address or a browser.
    const seen = await database.db.selectFrom("insight_seen").select("visitor").distinct().execute();
    expect(seen).toHaveLength(50);
    for (const { visitor } of seen) expect(visitor).not.toMatch(/198\.51|2001|chrome/i);
  });

  it("keeps at most 100 names a day under source, medium and campaign, the rest as (other), even from two instances at once", async () => {
    // On PostgreSQL a second client stands for a second instance, with its own batches.
    const second = database.databaseUrl ? connect({ databaseUrl: database.databaseUrl, dataDir: database.dataDir }) : database.db;
    try {
      const sent = 250;
      await Promise.all(
        Array.from({ length: sent }, (_, i) =>
          countBeacon(
            i % 2 ? second : database.db,
            beacon({ p: "/art", s: `source-${i}`, m: `medium-${i}`, c: `campaign-${i}` }),
            { clientIp: `198.51.100.${i % 100}`, userAgent: CHROME, host: SITE },
            DAY_ONE,
          ),
        ),
      );
      for (const dimension of ["source", "medium", "campaign"] as const) {
        const kept = await counts("2026-11-26", dimension);
        expect(Object.keys(kept).filter((value) => value !== OTHER_VALUE)).toHaveLength(DISTINCT_VALUES_PER_DAY);
        expect(kept[OTHER_VALUE].views).toBe(sent - DISTINCT_VALUES_PER_DAY);
      }
      // A name kept today is still counted by its name; the next day keeps new names again.
      const again = beacon({ p: "/art", c: Object.keys(await counts("2026-11-26", "campaign")).find((value) => value !== OTHER_VALUE)! });
      await countBeacon(database.db, again, { clientIp: "198.51.100.1", userAgent: CHROME, host: SITE }, DAY_ONE);
      expect((await counts("2026-11-26", "campaign"))[again.c!].views).toBe(2);
      await countBeacon(
        database.db,
        beacon({ p: "/art", c: "campaign-999" }),
        { clientIp: "198.51.100.1", userAgent: CHROME, host: SITE },
        DAY_TWO,
      );
      expect(await counts("2026-11-27", "campaign")).toEqual({ "campaign-999": { views: 1, visitors: 1 } });
    } finally {
      if (second !== database.db) await second.destroy();
    }
  });

  it("ends the day: the next day the salt and hashes are gone and the same visitors count as new", async () => {
    await sendThousand(DAY_ONE).done;
    const salts = async () => (await database.db.selectFrom("insight_salts").select("day").execute()).map((row) => row.day);
    expect(await salts()).toEqual(["2026-11-26"]);

    await sendThousand(DAY_TWO).done;
    expect(await salts()).toEqual(["2026-11-27"]);
    const seenDays = await database.db.selectFrom("insight_seen").select("day").distinct().execute();
    expect(seenDays.map((row) => row.day)).toEqual(["2026-11-27"]);
    expect(await counts("2026-11-27", "day")).toEqual({ "": { views: 1000, visitors: 50 } });
    // The first day's counts stay.
    expect(await counts("2026-11-26", "day")).toEqual({ "": { views: 1000, visitors: 50 } });
  });

  it("the retention pass ends a day nobody visited after, and drops counts after 25 months", async () => {
    await countBeacon(database.db, beacon({ p: "/" }), { clientIp: "198.51.100.1", userAgent: CHROME, host: SITE }, DAY_ONE);
    await database.db
      .insertInto("insight_counts")
      .values({ day: "2024-10-25", dimension: "day", value: "", views: 3, visitors: 2 })
      .execute();
    await database.db
      .insertInto("insight_counts")
      .values({ day: "2024-10-26", dimension: "day", value: "", views: 4, visitors: 2 })
      .execute();

    const days = async () =>
      (await database.db.selectFrom("insight_counts").select("day").distinct().orderBy("day").execute()).map((row) => row.day);

    // Nov 26, 2026: 25 months back is Oct 26, 2024, kept; the day before it goes.
    expect(await deleteExpiredInsights(database.db, DAY_ONE)).toBe(1);
    expect(await days()).toEqual(["2024-10-26", "2026-11-26"]);
    expect(await database.db.selectFrom("insight_salts").selectAll().execute()).toHaveLength(1);

    await deleteExpiredInsights(database.db, DAY_TWO);
    expect(await database.db.selectFrom("insight_salts").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("insight_seen").selectAll().execute()).toEqual([]);
    expect(await days()).toEqual(["2026-11-26"]);
  });

  it("reads the language from the path, not from the `l` a page from before sent", async () => {
    const from = (clientIp: string, fields: Record<string, string>) =>
      countBeacon(database.db, beacon(fields), { clientIp, userAgent: CHROME, host: SITE }, DAY_ONE);
    await Promise.all([
      from("198.51.100.1", { p: "/es/sport" }),
      // A page cached from before the server read the language from the path.
      from("198.51.100.4", { p: "/art", l: "es" }),
    ]);
    expect(await counts("2026-11-26", "day")).toEqual({ "": { views: 2, visitors: 2 } });
    expect(await counts("2026-11-26", "locale")).toEqual({ es: { views: 1, visitors: 1 }, en: { views: 1, visitors: 1 } });
  });

  it("tells browsers apart behind one address, counts a referral from this site as direct and an unknown path as other", async () => {
    const from = (userAgent: string, fields: Record<string, string>) =>
      countBeacon(database.db, beacon(fields), { clientIp: "203.0.113.9", userAgent, host: SITE }, DAY_ONE);
    await Promise.all([
      from(CHROME, { p: "/art", r: SITE }),
      from(FIREFOX, { p: "/nope/", r: "www.instagram.com" }),
      from(CHROME, { p: "/art/" }),
    ]);
    expect(await counts("2026-11-26", "day")).toEqual({ "": { views: 3, visitors: 2 } });
    expect(await counts("2026-11-26", "page")).toEqual({ "/art": { views: 2, visitors: 1 }, [OTHER_VALUE]: { views: 1, visitors: 1 } });
    expect(await counts("2026-11-26", "source")).toEqual({ "": { views: 2, visitors: 1 }, "instagram.com": { views: 1, visitors: 1 } });
  });
});

describe("kinds of sign-up", () => {
  it("include every lead form's kind, so each form's sign-ups can be told", () => {
    expect(signUpKinds).toEqual(expect.arrayContaining([...leadKinds]));
  });
});
