// The console's Insights page and its CSV (issue 32), for an editor: the day's views and visitors,
// the flyer as a source, the Spanish view beside its English page, and a mentor sign-up converted
// from the page it came from and the flyer its visit began with; a range that is not one is 400.
import { describe, expect, it } from "vitest";
import { newYorkDate } from "~/platform/console-time";
import { addDays } from "~/features/weekly-drop/cycle";
import type { CalendarDate } from "~/platform/copy-types";
import { htmlText } from "../support/pages";
import { useServer } from "../support/fixtures";
import { addStaff, signIn } from "../support/staff";
import { DISTINCT_VALUES_PER_DAY } from "~/features/insights/counted-values";
import { SHOWN_ROWS } from "~/features/insights/insights";
import { VISIT_SOURCE } from "~/platform/visit-source";
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
    // A day of the 28 before the page's default range: 2 views, 1 visitor (issue 45, the comparison).
    await site.db
      .insertInto("insight_counts")
      .values({ day: addDays(today, -30), dimension: "day", value: "", views: 2, visitors: 1 })
      .execute();
    const page = await fetch(`${site.server.baseUrl}/staff/insights`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const text = htmlText(await page.text());
    expect(text).toMatch(new RegExp(`to ${today} ?: 4 views ?, 1 visitor ?, 1 sign-up ?; 1 visitor signed up \\(conversion 100% ?\\)\\.`));
    expect(text).toContain(
      `(${addDays(today, -55)} to ${addDays(today, -28)}): views +100%, visitors no change, sign-ups new, conversion +100 pts.`,
    );
    // By its name, the addresses beside, English and Spanish views and visitors side by side (issue 45).
    expect(text).toContain("WYP SPORT /sport and /es/sport 1 (new) 1 (new) 1 (new) 1 (new)");
    expect(text).toContain("flyer 1 (new) 1 (new)");
    expect(text).toContain("Direct or from this site 3 (new) 1 (new)");
    expect(text).toContain("WYP SPORT /sport and /es/sport Mentor applications 1 (new) 1 (new) 1 (new) 100% (new)"); // one visitor of /sport, in two languages
    expect(text).toContain("flyer Mentor applications 1 (new) 1 (new) 1 (new) 100% (new)"); // converted from the flyer's visit

    // A CSV per table, with the page's headers and words, conversion as a percentage (issue 45).
    const csv = async (table: string) => {
      const response = await fetch(`${site.server.baseUrl}/staff/api/insights.csv?table=${table}&from=${today}&to=${today}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status, table).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/csv");
      expect(response.headers.get("content-disposition")).toContain(`wyp-insights-${table}-${today}`);
      return (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    };
    expect((await csv("days")).slice(0, 2)).toEqual(["Day,Views,Visitors", `${today},4,1`]);
    const pages = await csv("pages");
    expect(pages[0]).toBe("Page,Address,Views (English),Visitors (English),Views (Spanish),Visitors (Spanish)");
    expect(pages).toContain("WYP SPORT,/sport and /es/sport,1,1,1,1");
    expect(await csv("sources")).toContain("flyer,1,1");
    expect(await csv("devices")).toContain("Phone,4,1");
    expect(await csv("sign-ups")).toEqual([
      "Page,Kind,Sign-ups,Visitors who signed up,Visitors of the page,Conversion",
      "WYP SPORT,Mentor applications,1,1,1,100%",
      "",
    ]);
    expect(await csv("sign-ups-by-source")).toContain("flyer,Mentor applications,1,1,1,100%");
    const other = await fetch(`${site.server.baseUrl}/staff/api/insights.csv?table=everything`, { headers: { Cookie: cookie } });
    expect(other.status).toBe(400);
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
    expect(htmlText(html)).toContain(`Other (not kept by name) 30 (new) 1 (new)`);
    expect(htmlText(html)).toContain(`And ${campaigns.length - SHOWN_ROWS} more, less viewed`);
  });

  it("shows the range a board asks for by name: the last 7 days, this month, last month (issue 45)", async () => {
    const cookie = await signIn(site.server, "editor@example.org");
    const today = newYorkDate(new Date());
    const shown = async (range: string) => {
      const page = await fetch(`${site.server.baseUrl}/staff/insights?range=${range}`, { headers: { Cookie: cookie } });
      expect(page.status, range).toBe(200);
      return htmlText(await page.text());
    };
    expect(await shown("7-days")).toContain(`${addDays(today, -6)} to ${today}`);
    expect(await shown("this-month")).toContain(`${today.slice(0, 8)}01 to ${today}`);
    const lastMonth = addDays(`${today.slice(0, 8)}01` as CalendarDate, -1);
    expect(await shown("last-month")).toContain(`${lastMonth.slice(0, 8)}01 to ${lastMonth}`);
    expect(await shown("this-year")).toContain(`${today.slice(0, 4)}-01-01 to ${today}`);
  });

  it("draws visitors and views over time with a title, by day, or by week over a long range (issue 45)", async () => {
    const cookie = await signIn(site.server, "editor@example.org");
    const html = async (query: string) =>
      (await fetch(`${site.server.baseUrl}/staff/insights?${query}`, { headers: { Cookie: cookie } })).text();
    const month = await html("from=2025-11-01&to=2025-11-30");
    expect(month).toMatch(/<svg[^>]*role="img"[^>]*><title[^>]*>Visitors and views per day, 2025-11-01 to 2025-11-30<\/title>/);
    expect(month.match(/<polyline data-line="visitors" points="([^"]*)"/)?.[1].split(" ")).toHaveLength(30);
    expect(htmlText(month)).toContain("Views and visitors per day Day Views Visitors");
    const year = await html("from=2025-01-01&to=2025-12-31");
    expect(year).toContain("Visitors and views per week, 2025-01-01 to 2025-12-31</title>");
    expect(year.match(/<polyline data-line="visitors" points="([^"]*)"/)?.[1].split(" ")).toHaveLength(53);
    expect(htmlText(year)).toMatch(/Week from Views Visitors (Share )?2025-01-01 0 0/);
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
