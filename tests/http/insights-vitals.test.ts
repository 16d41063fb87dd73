// Web Vitals over HTTP against the built server (issue 45): a page's `{p, d, lcp, inp, cls}` sent
// when it is hidden is answered 204 and counted in each metric's bucket for the day, page and
// device, never as a page view; values past the last bucket count in it; a body that is not one
// is 400 and counts nothing; robots, Global Privacy Control and the address's rate as for views.
import { describe, expect, it } from "vitest";
import { testDialects } from "../support/databases";
import { useServer } from "../support/fixtures";

const CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const vitals = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ p: "/art", d: "phone", lcp: 2300, inp: 48, cls: 0.12, ...fields });

describe.each(testDialects())("Web Vitals sent to the insights beacon on %s", (dialect) => {
  const fixture = useServer(() => ({ dialect, env: { TRUST_PROXY: "1", RATE_LIMIT_BEACONS: "5", LOG_LEVEL: "warn" } }));
  let next = 0;
  /** A fresh address per test, so the rate of one test does not reach another. */
  const address = () => `198.51.100.${++next}`;

  const send = (body: string, headers: Record<string, string> = {}, from = address()) =>
    fetch(`${fixture.server.baseUrl}/resources/insights`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": CHROME, "X-Forwarded-For": from, ...headers },
      body,
    });

  /** Every bucket counted, as "page device metric bucket": views. */
  async function buckets() {
    const rows = await fixture.db.selectFrom("insight_vitals").select(["page", "device", "metric", "bucket", "views"]).execute();
    return Object.fromEntries(rows.map((row) => [`${row.page} ${row.device} ${row.metric} ${row.bucket}`, Number(row.views)]));
  }
  const views = async () =>
    Number((await fixture.db.selectFrom("insight_counts").select("views").where("dimension", "=", "day").executeTakeFirst())?.views ?? 0);

  it("counts each metric in its bucket for the page and device, not as a page view, with no cookie", async () => {
    await fixture.db.deleteFrom("insight_vitals").execute();
    const before = await views();
    const answer = await send(vitals());
    expect(answer.status).toBe(204);
    expect(answer.headers.get("set-cookie")).toBeNull();
    // The Spanish page, with a trailing slash, on a desktop; a page with only CLS (no paint, no input); an address that is no page.
    expect((await send(vitals({ p: "/es/art/", d: "desktop", lcp: 2500, inp: 201, cls: 0 }))).status).toBe(204);
    expect((await send(JSON.stringify({ p: "/art", d: "phone", cls: 0.3 }))).status).toBe(204);
    expect((await send(vitals({ p: "/no-such-page" }))).status).toBe(204);
    expect(await buckets()).toEqual({
      "/art phone lcp 2000": 1,
      "/art phone inp 0": 1,
      "/art phone cls 100": 1,
      "/art phone cls 250": 1,
      "/es/art desktop lcp 2000": 1,
      "/es/art desktop inp 200": 1,
      "/es/art desktop cls 0": 1,
      "(other) phone lcp 2000": 1,
      "(other) phone inp 0": 1,
      "(other) phone cls 100": 1,
    });
    expect(await views()).toBe(before);
  });

  it("counts a value past the last bucket in it", async () => {
    await fixture.db.deleteFrom("insight_vitals").execute();
    expect((await send(vitals({ p: "/sport", lcp: 3_600_000, inp: 90_000, cls: 42 }))).status).toBe(204);
    expect(await buckets()).toEqual({ "/sport phone lcp 20000": 1, "/sport phone inp 2000": 1, "/sport phone cls 1000": 1 });
  });

  it.each([
    ["a negative time", vitals({ lcp: -5 })],
    ["a time as text", vitals({ inp: "48" })],
    ["no number at all", vitals({ cls: null })],
    ["a number too large to be one", '{"p":"/art","d":"phone","lcp":1e400}'],
    ["an unknown device", vitals({ d: "watch" })],
    ["a path that is not one", vitals({ p: "art" })],
    ["a field the page does not send", vitals({ fid: 12 })],
    ["a body over 1 kB", vitals({ p: `/${"x".repeat(1100)}` })],
  ])("answers 400 to %s and counts nothing", async (_, body) => {
    const before = await buckets();
    const answer = await send(body, { Accept: "application/json" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: "Not a page-view beacon." });
    expect(await buckets()).toEqual(before);
  });

  it("does not count a known robot or a browser sending Sec-GPC: 1, and still answers 204", async () => {
    const before = await buckets();
    const answers = await Promise.all([
      send(vitals(), { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
      send(vitals(), { "Sec-GPC": "1" }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204]);
    expect(await buckets()).toEqual(before);
  });

  it("holds the page views' rate per address: past it, 429 and not counted", async () => {
    const from = address();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send(vitals(), {}, from)).status);
    const before = await buckets();
    const refused = await send(vitals(), {}, from);
    expect([...statuses, refused.status]).toEqual([204, 204, 204, 204, 204, 429]);
    expect(await buckets()).toEqual(before);
  });
});
