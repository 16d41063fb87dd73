// The console's Insights page and its CSV (issue 32), for an editor: the day's views and visitors,
// the flyer as a source, the Spanish view beside its English page, and a mentor sign-up converted
// from the page it came from and the flyer its visit began with; a range that is not one is 400.
import { describe, expect, it } from "vitest";
import { newYorkDate } from "~/features/staff/console-time";
import { htmlText } from "../support/pages";
import { useServer } from "../support/fixtures";
import { addStaff, signIn } from "../support/staff";
import { DISTINCT_VALUES_PER_DAY } from "~/features/insights/counted-values";
import { SHOWN_ROWS } from "~/features/insights/insights";
import { VISIT_SOURCE } from "~/features/insights/beacon";
import { LEADS_PATH } from "~/features/leads/fields";
import { sportMentorPrograms } from "~/features/leads/form-fields";
import { mentorApplication } from "../support/leads";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("the console's Insights", () => {
  const site = useServer({ env: { SEED_DEMO: "false" } });

  const view = (fields: Record<string, string>) =>
    fetch(`${site.server.baseUrl}/resources/insights`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": CHROME },
      body: JSON.stringify({ l: "en", d: "phone", ...fields }),
    });

  async function setUp() {
    const views: Record<string, string>[] = [{ p: "/", s: "flyer" }, { p: "/art" }, { p: "/sport" }, { p: "/es/sport", l: "es" }];
    for (const fields of views) {
      expect((await view(fields)).status).toBe(204);
    }
    // A mentor application from the sport page, in the visit the flyer began (the page's beacon tells the source).
    const { track: _, ...person } = mentorApplication;
    const application = { ...person, source: "sport", program: sportMentorPrograms[0] };
    const stored = await fetch(`${site.server.baseUrl}${LEADS_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": CHROME, [VISIT_SOURCE]: "s=flyer" },
      body: new URLSearchParams(application).toString(),
    });
    expect(stored.status).toBe(200);
    await addStaff(site.db, { email: "editor@example.org", role: "editor" });
    return signIn(site.server, "editor@example.org");
  }

  it("shows the day's counts, the source, the Spanish twin and the conversion, and exports them", async () => {
    const cookie = await setUp();
    const today = newYorkDate(new Date());
    const page = await fetch(`${site.server.baseUrl}/staff/insights`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const text = htmlText(await page.text());
    expect(text).toMatch(new RegExp(`to ${today} ?: 4 views, 1 visitors\\.`));
    expect(text).toMatch(/\/sport 1 1 1 1/); // English and Spanish views and visitors side by side
    expect(text).toContain("flyer 1 1");
    expect(text).toContain("Direct or from this site 3 1");
    expect(text).toContain("/sport Mentor applications 1 1 100%"); // one visitor of /sport, in two languages
    expect(text).toContain("flyer Mentor applications 1 1 100%"); // converted from the flyer's visit

    const csv = await fetch(`${site.server.baseUrl}/staff/api/insights.csv?from=${today}&to=${today}`, { headers: { Cookie: cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).split("\r\n");
    expect(lines).toContain(`day,${today},,4,1,,`);
    expect(lines).toContain("page,/sport,es,1,1,,");
    expect(lines).toContain("source,flyer,,1,1,,");
    expect(lines).toContain("sign-ups,/sport,mentor,,1,1,1.0000");
    expect(lines).toContain("sign-ups by source,flyer,mentor,,1,1,1.0000");
  });

  it("keeps at most 100 new names a day per table, and the page shows each table's 25 most viewed", async () => {
    const cookie = await signIn(site.server, "editor@example.org");
    for (let i = 0; i < 130; i++) {
      expect((await view({ p: "/art", s: `source-${i}`, m: `medium-${i}`, c: `campaign-${i}` })).status).toBe(204);
    }
    const campaigns = await site.db
      .selectFrom("insight_counts")
      .select(["value", "views"])
      .where("day", "=", newYorkDate(new Date()))
      .where("dimension", "=", "campaign")
      .execute();
    expect(campaigns.filter((row) => row.value.startsWith("campaign-"))).toHaveLength(DISTINCT_VALUES_PER_DAY);
    expect(campaigns.find((row) => row.value === "(other)")?.views).toBe(30);

    const page = await fetch(`${site.server.baseUrl}/staff/insights`, { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(new Set(html.match(/campaign-\d+/g)).size).toBeLessThanOrEqual(SHOWN_ROWS);
    expect(htmlText(html)).toContain(`Other (not kept by name) 30 1`);
    expect(htmlText(html)).toContain(`And ${campaigns.length - SHOWN_ROWS} more, less viewed`);
  });

  it("answers 400 to a range that is not one", async () => {
    const cookie = await signIn(site.server, "editor@example.org");
    for (const query of ["from=2026-11-03&to=2026-11-01", "from=2026-02-30&to=2026-03-01", "from=2020-01-01&to=2026-11-01"]) {
      expect((await fetch(`${site.server.baseUrl}/staff/insights?${query}`, { headers: { Cookie: cookie } })).status, query).toBe(400);
      expect((await fetch(`${site.server.baseUrl}/staff/api/insights.csv?${query}`, { headers: { Cookie: cookie } })).status, query).toBe(
        400,
      );
    }
  });
});
