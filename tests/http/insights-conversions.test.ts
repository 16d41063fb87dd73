// Sign-ups, likes and votes by the source of their visit (issue 42), against the built server: the
// server counts one when it stores it, under the source its request tells (the page's inline
// beacon keeps it), never what a beacon only says happened; the source is not kept with the row.
import { beforeAll, describe, expect, it } from "vitest";
import { likePath } from "~/features/gallery/gallery";
import { VISIT_SOURCE } from "~/platform/visit-source";
import { LEADS_PATH } from "~/features/leads/fields";
import { weeklyDropVotePath } from "~/features/weekly-drop/entries";
import { seedEntries, VOTING_SATURDAY } from "../support/weekly-drop-votes";
import { useServer } from "../support/fixtures";
import { htmlText } from "../support/pages";
import { galleryList } from "../support/gallery";
import { mentorApplication } from "../support/leads";
import { addStaff, signIn } from "../support/staff";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("sign-ups counted by the source of their visit", () => {
  const site = useServer({ env: { PAGES_AS_OF: VOTING_SATURDAY, TRUST_PROXY: "1", LOG_LEVEL: "warn" } });
  let next = 0;
  /** What a browser sends: its own address each time (under the per-address limits), Chrome, and the told source. */
  const post = (path: string, source: string | null, init: { body?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${site.server.baseUrl}${path}`, {
      method: "POST",
      body: init.body,
      headers: {
        Accept: "application/json",
        "User-Agent": CHROME,
        "X-Forwarded-For": `203.0.113.${++next}`,
        ...(source === null ? {} : { [VISIT_SOURCE]: source }),
        ...init.headers,
      },
    });
  const signUp = (fields: Record<string, string>, source: string | null, headers: Record<string, string> = {}) =>
    post(LEADS_PATH, source, {
      body: new URLSearchParams(fields.kind ? fields : { ...mentorApplication, ...fields }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    });

  async function bySource() {
    const rows = await site.db.selectFrom("insight_counts").select(["value", "views"]).where("dimension", "=", "conversion").execute();
    return Object.fromEntries(rows.map((row) => [row.value, Number(row.views)]));
  }

  let cookie: string;
  beforeAll(async () => {
    await addStaff(site.db, { email: "editor@example.org", role: "editor" });
    cookie = await signIn(site.server, "editor@example.org");
  });

  it("counts nothing a page only says: 20 beacons of a mentor sign-up never made add no sign-up", async () => {
    for (let i = 0; i < 20; i++) {
      const beacon = JSON.stringify({ p: "/art", d: "phone", k: "mentor", s: "fake" });
      expect(
        (await post("/resources/insights", null, { body: beacon, headers: { "Content-Type": "text/plain;charset=UTF-8" } })).status,
      ).toBe(204);
    }
    expect(await bySource()).toEqual({});
    const csv = await fetch(`${site.server.baseUrl}/staff/api/insights.csv?table=sign-ups-by-source`, { headers: { Cookie: cookie } });
    expect(
      (await csv.text())
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean),
    ).toEqual(["Source,Kind,Sign-ups,Visitors who signed up,Visitors from the source,Conversion"]);
  });

  it("counts each stored sign-up, like and vote once under the source its request tells, and keeps the source out of the row", async () => {
    const [work] = (await galleryList(site.server)).items;
    const [entry] = await seedEntries(site.db, [{ title: "Concrete Bloom", status: "approved" }]);

    expect((await signUp({ email: "reader@example.org" }, "s=flyer")).status).toBe(200);
    expect((await signUp({ email: "no-script@example.org" }, null)).status).toBe(200);
    expect((await signUp({ email: "maya@example.org" }, "s=Maya%20Reyes%20212-555-0100")).status).toBe(200);
    // Stored, but not counted: a browser asking not to be followed, and a robot that says so.
    expect((await signUp({ email: "gpc@example.org" }, "s=flyer", { "Sec-GPC": "1" })).status).toBe(200);
    expect((await signUp({ email: "bot@example.org" }, "s=flyer", { "User-Agent": "curl/8.5.0" })).status).toBe(200);
    // Not stored, so not counted: the bots' trap, and a newsletter address kept already.
    expect((await signUp({ email: "trap@example.org", website: "https://spam.example" }, "s=flyer")).status).toBe(200);
    const newsletter = { kind: "newsletter", source: "footer", website: "", email: "news@example.org" };
    for (let i = 0; i < 2; i++) expect((await signUp(newsletter, "s=flyer")).status).toBe(200);

    const liked = await post(likePath(work.id), "r=l.instagram.com");
    expect(liked.status).toBe(200);
    const visitor = liked.headers.getSetCookie()[0].split(";")[0];
    expect((await post(likePath(work.id), "r=l.instagram.com", { headers: { Cookie: visitor } })).status).toBe(200); // liked already
    expect((await post(weeklyDropVotePath(entry.id), "s=flyer")).status).toBe(200);

    expect(await bySource()).toEqual({
      "mentor:flyer": 1,
      "mentor:": 1,
      "mentor:(other)": 1,
      "newsletter:flyer": 1,
      "like:instagram.com": 1,
      "vote:flyer": 1,
    });
    const leads = await site.db.selectFrom("leads").selectAll().execute();
    expect(leads.filter((lead) => JSON.stringify(lead).includes("flyer"))).toEqual([]);

    // The console keeps likes and votes apart from sign-ups, per visitor rather than as a share (issue 45).
    const page = await fetch(`${site.server.baseUrl}/staff/insights`, { headers: { Cookie: cookie } });
    const [signUps, engagement] = htmlText(await page.text()).split("Likes and votes Apart from sign-ups");
    expect(signUps).toContain("flyer Newsletter sign-ups 1");
    expect(signUps).not.toMatch(/Gallery likes|Weekly Drop votes/);
    expect(engagement).toContain("instagram.com Gallery likes 1 (new) 0 (no change) –");
    expect(engagement).toContain("flyer Weekly Drop votes 1 (new) 0 (no change) –");
  });
});
