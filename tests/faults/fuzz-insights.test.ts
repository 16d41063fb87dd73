// The insights under random input (issue 42): random page-view beacons, each field sometimes right,
// sometimes an email, a phone number, a name, junk or another type, and sign-ups, likes and votes
// telling random visit sources. Never a 5xx; afterwards, nothing stored under a source, medium,
// campaign or sign-up source looks like an email or a phone number or falls outside what
// counted-values.ts keeps, and no day holds more than DISTINCT_VALUES_PER_DAY names under any of
// them. Prints its figures.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Db } from "../../db/connect";
import { VISIT_SOURCE } from "~/platform/visit-source";
import { INSIGHTS_BEACON_PATH } from "~/features/insights/beacon-path";
import { campaignValue, DISTINCT_VALUES_PER_DAY, referrerValue } from "~/features/insights/counted-values";
import { OTHER_VALUE } from "~/features/insights/insights";
import { likePath } from "~/features/gallery/gallery";
import { LEADS_PATH } from "~/features/leads/fields";
import { galleryList } from "../support/gallery";
import { startServer, type TestServer } from "../support/fixtures";
import { FUZZ_CASES } from "../support/fuzz";
import { mentorApplication } from "../support/leads";

const CASES = FUZZ_CASES;
const BEACON_CASES = Math.ceil(CASES / 2);
/** Sign-ups and likes: fewer, each stores a row. */
const SOURCE_CASES = Math.ceil(CASES / 20);

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

// What a person might type, or a script put, where a campaign's name goes.
const personal = fc.oneof(
  fc.emailAddress(),
  fc.stringMatching(/^\+?1?[ .-]?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}$/),
  fc.constantFrom("Maya Reyes", "Maya", "MAYA REYES 212-555-0100", "maya reyes", "Lucía Ortiz", "maya.reyes@example.org"),
);
const text = fc.oneof(
  { weight: 3, arbitrary: fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,39}$/) },
  { weight: 3, arbitrary: personal },
  { weight: 2, arbitrary: fc.string({ maxLength: 70 }) },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "(other)", "\u202eflyer", "flyer\u0000", "x".repeat(61)) },
);
const host = fc.oneof(
  fc.domain(),
  fc.constantFrom("www.instagram.com", "l.instagram.com", "google.com.mx", "wyp.example.org", "maya-reyes.example.net", "a b/c", ""),
);
const junk = fc.oneof(fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }));
const page = fc.oneof(fc.constantFrom("/", "/art", "/es/art", "/sport/", "/nope"), fc.string({ maxLength: 40 }));
const beaconBody = fc.oneof(
  // Well formed, with random text where visitors' links put theirs: what the filter is for.
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.record({ p: fc.constantFrom("/", "/art", "/es/art", "/sport/", "/nope"), d: fc.constantFrom("phone", "tablet", "desktop") }),
        fc.record(
          { r: host, s: text, m: text, c: text, l: fc.constantFrom("en", "es"), k: fc.constantFrom("mentor", "like") },
          { requiredKeys: [] },
        ),
      )
      .map(([required, optional]) => JSON.stringify({ ...required, ...optional })),
  },
  // Anything in any field, and fields the beacon never sends.
  {
    weight: 2,
    arbitrary: fc
      .record(
        {
          p: fc.oneof(page, junk),
          d: fc.oneof(fc.constantFrom("phone", "watch"), junk),
          l: fc.oneof(fc.constantFrom("en", "fr"), junk),
          r: fc.oneof(host, junk),
          s: fc.oneof(text, junk),
          k: fc.oneof(fc.constantFrom("vote", "donation"), junk),
          x: fc.string({ maxLength: 10 }),
        },
        { requiredKeys: [] },
      )
      .map((beacon) => JSON.stringify(beacon)),
  },
  { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 200 }), fc.json()) },
);
/** A visit-source header as a page, an old page or a script might send it. */
const visitSource = fc.oneof(
  fc.record({ s: text, r: host }, { requiredKeys: [] }).map((told) => new URLSearchParams(told).toString()),
  fc.stringMatching(/^[\x20-\x7e]{0,80}$/),
  fc.constant(`s=${"x".repeat(2000)}`),
);

// Email-like (anything@anything.anything) or phone-like (seven digits): never kept.
const PERSONAL = /@|(?:\d\D*){7}/;

describe("the insights under random input", () => {
  let server: TestServer;
  let db: Db;
  beforeAll(async () => {
    const generous = { RATE_LIMIT_BEACONS: "1000000000", RATE_LIMIT_FORMS: "1000000", RATE_LIMIT_LIKES: "1000000" };
    server = await startServer({
      env: {
        ...generous,
        NEW_VISITORS_PER_HOUR: "1000000",
        ITEM_LIKES_PER_DAY: "1000000",
        ITEM_LIKES_NEW_VISITORS_PER_DAY: "1000000",
        LOG_LEVEL: "warn",
      },
    });
    db = connect({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.destroy();
  });

  const post = (path: string, body: string, headers: Record<string, string>) =>
    fetch(`${server.baseUrl}${path}`, { method: "POST", body, headers: { "User-Agent": CHROME, ...headers } }).then(async (answer) => {
      await answer.arrayBuffer();
      return answer.status;
    });

  it(`answers ${BEACON_CASES} random beacons 204 or 400, never anything else (property)`, { timeout: 600_000 }, async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(beaconBody, async (body) => {
        const status = await post(INSIGHTS_BEACON_PATH, body, { "Content-Type": "text/plain;charset=UTF-8" });
        seen.set(status, (seen.get(status) ?? 0) + 1);
        expect([204, 400], body).toContain(status);
      }),
      { numRuns: BEACON_CASES },
    );
    console.log(`fuzz: ${BEACON_CASES} beacons, statuses ${JSON.stringify(Object.fromEntries([...seen].sort(([a], [b]) => a - b)))}`);
    expect(server.output()).not.toMatch(/"level":50/);
  });

  it(`never answers 5xx to ${SOURCE_CASES} sign-ups and likes telling random visit sources (property)`, { timeout: 600_000 }, async () => {
    const [work] = (await galleryList(server)).items;
    const seen = new Map<number, number>();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(visitSource, fc.boolean(), async (source, like) => {
        const headers = { Accept: "application/json", [VISIT_SOURCE]: source };
        const status = like
          ? await post(likePath(work.id), "", headers)
          : await post(LEADS_PATH, new URLSearchParams({ ...mentorApplication, email: `fuzz-${++n}@example.org` }).toString(), {
              ...headers,
              "Content-Type": "application/x-www-form-urlencoded",
            });
        seen.set(status, (seen.get(status) ?? 0) + 1);
        expect(status, source).toBeLessThan(500);
      }),
      { numRuns: SOURCE_CASES },
    );
    console.log(
      `fuzz: ${SOURCE_CASES} sign-ups and likes, statuses ${JSON.stringify(Object.fromEntries([...seen].sort(([a], [b]) => a - b)))}`,
    );
    expect(server.output()).not.toMatch(/"level":50/);
  });

  it("kept nothing personal or out of bounds from all that", async () => {
    const rows = await db
      .selectFrom("insight_counts")
      .select(["day", "dimension", "value"])
      .where("dimension", "in", ["source", "medium", "campaign", "conversion"])
      .execute();
    const names = new Map<string, Set<string>>();
    for (const { day, dimension, value } of rows) {
      const name = dimension === "conversion" ? value.slice(value.indexOf(":") + 1) : value;
      expect(name, `${dimension} ${value}`).not.toMatch(PERSONAL);
      // Kept by its name only as a campaign token or a known site.
      if (name !== "" && name !== OTHER_VALUE) expect([campaignValue(name), referrerValue(name)], `${dimension} ${value}`).toContain(name);
      const key = `${day} ${dimension}`;
      if (name !== "" && name !== OTHER_VALUE) names.set(key, (names.get(key) ?? new Set()).add(value));
    }
    const most = Math.max(0, ...[...names.values()].map((values) => values.size));
    console.log(`fuzz: ${rows.length} insight rows kept; at most ${most} names under one dimension in a day`);
    expect(most).toBeLessThanOrEqual(DISTINCT_VALUES_PER_DAY);
  });
});
