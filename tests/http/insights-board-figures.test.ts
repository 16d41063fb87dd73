// What a board reads on the console's Insights page (issue 45, rows 2, 4 and 6), against the built
// server: conversion is the visitors who signed up over the visitors, never over 100%; every
// figure beside the same figure for the days before; the pages visits began on; and the visitors
// here in the last 5 minutes.
import { describe, expect, it } from "vitest";
import { VISIT_SOURCE } from "~/platform/visit-source";
import { LEADS_PATH } from "~/features/leads/fields";
import { sportMentorPrograms } from "~/features/leads/form-fields";
import { newYorkDate } from "~/platform/console-time";
import { addDays } from "~/features/weekly-drop/cycle";
import { useServer } from "../support/fixtures";
import { mentorApplication } from "../support/leads";
import { htmlText } from "../support/pages";
import { addStaff, signIn } from "../support/staff";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("the Insights figures a board reads", () => {
  const site = useServer({ env: { SEED_DEMO: "false", TRUST_PROXY: "1", LOG_LEVEL: "warn" } });

  /** A page view from the visitor at `address`, with Chrome (the day's hash is the address and the browser family). */
  const view = (address: string, fields: Record<string, string | number>) =>
    fetch(`${site.server.baseUrl}/resources/insights`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": CHROME, "X-Forwarded-For": address },
      body: JSON.stringify({ d: "phone", ...fields }),
    });
  const mentorFromSport = (address: string, email: string) => {
    const { track: _, ...person } = mentorApplication;
    return fetch(`${site.server.baseUrl}${LEADS_PATH}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "User-Agent": CHROME,
        "X-Forwarded-For": address,
        [VISIT_SOURCE]: "s=flyer",
      },
      body: new URLSearchParams({ ...person, email, source: "sport", program: sportMentorPrograms[0] }).toString(),
    });
  };
  const insightsPage = async (cookie: string, query = "") => {
    const page = await fetch(`${site.server.baseUrl}/staff/insights${query}`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    return htmlText(await page.text());
  };
  const csv = async (cookie: string, table: string) => {
    const response = await fetch(`${site.server.baseUrl}/staff/api/insights.csv?table=${table}`, { headers: { Cookie: cookie } });
    expect(response.status, table).toBe(200);
    return (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
  };

  it("counts the visitors who signed up, not the sign-ups: three applications from one flyer reader are 100%, not 300%", async () => {
    await addStaff(site.db, { email: "editor@example.org", role: "editor" });
    const cookie = await signIn(site.server, "editor@example.org");
    // Two flyer readers on the sport page; the first sends three applications (for three of her friends' addresses).
    expect((await view("203.0.113.1", { p: "/sport", s: "flyer", e: 1 })).status).toBe(204);
    expect((await view("203.0.113.2", { p: "/sport", s: "flyer", e: 1 })).status).toBe(204);
    for (const email of ["one@example.org", "two@example.org", "three@example.org"]) {
      expect((await mentorFromSport("203.0.113.1", email)).status).toBe(200);
    }

    const text = await insightsPage(cookie);
    expect(text).toMatch(/2 views ?, 2 visitors ?, 3 sign-ups ?; 1 visitor signed up \(conversion 50% ?\)\./);
    expect(text).toContain("WYP SPORT /sport and /es/sport Mentor applications 3 (new) 1 (new) 2 (new) 50% (new)");
    expect(text).toContain("flyer Mentor applications 3 (new) 1 (new) 2 (new) 50% (new)");
    expect(await csv(cookie, "sign-ups")).toEqual([
      "Page,Kind,Sign-ups,Visitors who signed up,Visitors of the page,Conversion",
      "WYP SPORT,Mentor applications,3,1,2,50%",
      "",
    ]);
    expect(await csv(cookie, "sign-ups-by-source")).toContain("flyer,Mentor applications,3,1,2,50%");
  });

  it("never shows more than 100%: a sign-up sent without a page view counts its visitor within the page's", async () => {
    const cookie = await signIn(site.server, "editor@example.org");
    // Sent with no beacon before it (no JavaScript): its visitor signed up but was never counted viewing.
    expect((await mentorFromSport("203.0.113.9", "no-script@example.org")).status).toBe(200);
    const rows = (await csv(cookie, "sign-ups")).slice(1).filter(Boolean);
    for (const row of rows) expect(Number(row.split(",").at(-1)!.replace("%", "")), row).toBeLessThanOrEqual(100);
    expect(rows).toEqual(["WYP SPORT,Mentor applications,4,2,2,100%"]);
  });

  it("compares every figure with the same number of days before", async () => {
    const cookie = await signIn(site.server, "editor@example.org");
    const today = newYorkDate(new Date());
    const before = addDays(today, -10); // within the 28 days before the default range's
    await site.db
      .insertInto("insight_counts")
      .values([
        { day: addDays(today, -30), dimension: "day", value: "", views: 4, visitors: 4 },
        { day: addDays(today, -30), dimension: "source", value: "flyer", views: 4, visitors: 4 },
        { day: addDays(today, -30), dimension: "page", value: "/sport", views: 1, visitors: 1 },
        { day: addDays(today, -30), dimension: "entry", value: "/sport", views: 4, visitors: 4 },
        { day: addDays(today, -30), dimension: "signed-up", value: "mentor:/sport", views: 1, visitors: 1 },
        { day: addDays(today, -30), dimension: "signed-up", value: "", views: 1, visitors: 1 },
      ])
      .execute();
    expect(before > addDays(today, -28)).toBe(true);
    const text = await insightsPage(cookie);
    expect(text).toContain("views −50%, visitors −50%, sign-ups new, conversion +75 pts.");
    expect(text).toContain("flyer 2 (−50%) 2 (−50%)");
    expect(text).toContain("WYP SPORT /sport and /es/sport 2 (+100%) 2 (+100%) 0 (no change) 0 (no change)");
    expect(text).toContain("WYP SPORT /sport and /es/sport 2 (−50%) 2 (−50%)"); // entry pages
    expect(text).toContain("Phone 2 (new) 2 (new)");
  });

  it("shows the pages visits began on, from another site or from none, and not those reached from this site", async () => {
    const cookie = await signIn(site.server, "editor@example.org");
    expect((await view("203.0.113.3", { p: "/es/art", r: "instagram.com", e: 1 })).status).toBe(204);
    expect((await view("203.0.113.3", { p: "/es/sport", e: 0 })).status).toBe(204);
    expect((await view("203.0.113.4", { p: "/art", e: 1 })).status).toBe(204);
    const text = await insightsPage(cookie);
    const [, entries] = text.split("Entry pages Download");
    expect(entries).toMatch(/^[^]*?WYP SPORT \/sport and \/es\/sport 2 \(−50%\) 2 \(−50%\)/);
    expect(entries).toContain("WYP ART /art and /es/art 2 (new) 2 (new)");
    expect(await csv(cookie, "entry-pages")).toEqual([
      "Page,Address,Entries,Visitors",
      "WYP ART,/art and /es/art,2,2",
      "WYP SPORT,/sport and /es/sport,2,2",
      "",
    ]);
  });

  it("counts the distinct visitors of the last 5 minutes, from the day's hashes only", async () => {
    const cookie = await signIn(site.server, "editor@example.org");
    // Four visitors viewed pages in this file's tests, one of them several; one more now, twice.
    expect((await view("203.0.113.5", { p: "/", e: 1 })).status).toBe(204);
    expect((await view("203.0.113.5", { p: "/art", e: 0 })).status).toBe(204);
    expect(await insightsPage(cookie)).toContain("5 visitors in the last 5 minutes.");
    // A visitor whose last view is 6 minutes old is no longer here.
    await site.db
      .updateTable("insight_live")
      .set({ seen_at: new Date(Date.now() - 6 * 60_000).toISOString() })
      .where("visitor", "in", (q) => q.selectFrom("insight_live").select("visitor").orderBy("seen_at").limit(1))
      .execute();
    expect(await insightsPage(cookie)).toContain("4 visitors in the last 5 minutes.");
    const stored = await site.db.selectFrom("insight_live").selectAll().execute();
    // The day's hashes, nothing of the address.
    expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113|Chrome/);
  });

  it("downloads Web Vitals as the page shows them, and reads a page that never moved as 0.00", async () => {
    const cookie = await signIn(site.server, "editor@example.org");
    expect(await insightsPage(cookie)).not.toMatch(/Download “ ?How fast the site is for real visitors ?” \(CSV\)/);
    for (const lcp of [1200, 1300, 1900, 5000]) {
      expect((await view("203.0.113.20", { p: "/art", lcp, cls: 0 })).status).toBe(204);
    }
    const text = await insightsPage(cookie);
    expect(text).toMatch(/Download “ ?How fast the site is for real visitors ?” \(CSV\)/);
    expect(text).toMatch(/WYP ART \/art and \/es\/art Phone 4 2\.0 s Good Not measured 0\.00 Good/);
    expect(await csv(cookie, "web-vitals")).toEqual([
      "Page,Address,Device,Page views measured,Loading (LCP),Loading band,Responding (INP),Responding band,Stability (CLS),Stability band",
      "The whole site,,Phone,4,2.0 s,Good,Not measured,,0.00,Good",
      "WYP ART,/art and /es/art,Phone,4,2.0 s,Good,Not measured,,0.00,Good",
      "",
    ]);
  });
});
