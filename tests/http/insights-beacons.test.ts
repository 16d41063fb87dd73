// The insights beacon over HTTP against the built server (issue 32): a page view is answered 204
// and counted, with no cookie; a robot's and a Global Privacy Control browser's are answered 204
// and not counted; a body that is not a beacon is 400 and never stored; past the address's rate, 429.
import { describe, expect, it } from "vitest";
import { testDialects } from "../support/databases";
import { useServer } from "../support/fixtures";

const CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const view = (fields: Record<string, string> = {}) => JSON.stringify({ p: "/art", l: "en", d: "phone", ...fields });

describe.each(testDialects())("the insights beacon on %s", (dialect) => {
  const fixture = useServer(() => ({ dialect, env: { TRUST_PROXY: "1", RATE_LIMIT_BEACONS: "5", LOG_LEVEL: "warn" } }));
  let next = 0;
  /** A fresh address per test, so the rate of one test does not reach another. */
  const address = () => `203.0.113.${++next}`;

  const send = (body: string, headers: Record<string, string> = {}, from = address()) =>
    fetch(`${fixture.server.baseUrl}/resources/insights`, {
      method: "POST",
      // What navigator.sendBeacon sends for a string body.
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": CHROME, "X-Forwarded-For": from, ...headers },
      body,
    });

  async function dayTotal() {
    const row = await fixture.db
      .selectFrom("insight_counts")
      .select(({ fn }) => [fn.sum<number>("views").as("views"), fn.sum<number>("visitors").as("visitors")])
      .where("dimension", "=", "day")
      .executeTakeFirst();
    return { views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
  }

  it("counts a page view: 204, no cookie, and one visitor for two addresses of one IPv6 /64 in one browser", async () => {
    const before = await dayTotal();
    const first = await send(view({ s: "flyer" }), {}, "2001:db8:77:1::1");
    expect(first.status).toBe(204);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(await first.text()).toBe("");
    expect((await send(view({ p: "/es/art", l: "es" }), {}, "2001:db8:77:1::2")).status).toBe(204);
    expect(await dayTotal()).toEqual({ views: before.views + 2, visitors: before.visitors + 1 });
    const flyer = await fixture.db
      .selectFrom("insight_counts")
      .select("views")
      .where("dimension", "=", "source")
      .where("value", "=", "flyer")
      .execute();
    expect(flyer.map((row) => Number(row.views))).toEqual([1]);
  });

  it("never stores an email, a phone number, a name or an unknown site sent with a view: they count as (other)", async () => {
    const from = address();
    const personal = [
      { p: "/art", d: "phone", c: "maya.reyes@example.org", s: "Maya Reyes 212-555-0100" },
      { p: "/art", d: "phone", m: "7185550142", r: "maya-reyes.example.net" },
    ];
    for (const body of personal) expect((await send(JSON.stringify(body), {}, from)).status).toBe(204);
    const kept = await fixture.db
      .selectFrom("insight_counts")
      .select(["dimension", "value"])
      .where("dimension", "in", ["source", "medium", "campaign"])
      .execute();
    expect(kept.filter((row) => /maya|reyes|@|555/i.test(row.value))).toEqual([]);
    expect(kept).toEqual(
      expect.arrayContaining([
        { dimension: "source", value: "(other)" },
        { dimension: "medium", value: "(other)" },
        { dimension: "campaign", value: "(other)" },
      ]),
    );
  });

  it("does not count a known robot or a browser sending Sec-GPC: 1, and still answers 204", async () => {
    const before = await dayTotal();
    const answers = await Promise.all([
      send(view(), { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
      send(view(), { "User-Agent": "curl/8.5.0" }),
      send(view(), { "Sec-GPC": "1" }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204]);
    expect(await dayTotal()).toEqual(before);
  });

  it.each([
    ["an empty body", ""],
    ["a form instead of JSON", "p=/art&l=en&d=phone"],
    ["a missing device", JSON.stringify({ p: "/art", l: "en" })],
    ["an unknown language", view({ l: "fr" })],
    ["a field the beacon does not send", view({ ua: CHROME })],
    ["a body over 1 kB", view({ c: "x".repeat(1100) })],
  ])("answers 400 to %s and stores nothing", async (_, body) => {
    const before = await dayTotal();
    const answer = await send(body, { Accept: "application/json" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: "Not a page-view beacon." });
    expect(await dayTotal()).toEqual(before);
  });

  it("holds the rate per address: the sixth view in a minute is 429 and not counted", async () => {
    const from = address();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(view(), {}, from)).status);
    const before = await dayTotal();
    const refused = await send(view(), {}, from);
    expect([...statuses, refused.status]).toEqual([204, 204, 204, 204, 204, 429]);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await dayTotal()).toEqual(before);
  });

  it("refuses another site's beacon and a GET", async () => {
    expect((await send(view(), { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await fetch(`${fixture.server.baseUrl}/resources/insights`)).status).toBe(405);
  });
});
