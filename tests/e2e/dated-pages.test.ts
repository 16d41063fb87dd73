// Nothing dated goes stale: art, sport and The Weekly Drop are rendered when they are served, with
// each dated item's status worked out from its days as of then (PAGES_AS_OF pins that moment).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, launchBrowser, withClockAt } from "../support/browser";
import { startServer, type TestServer } from "../support/fixtures";

/** The page's text without tags, and the status badges of its current events in order. */
async function read(server: TestServer, path: string) {
  const response = await fetch(`${server.baseUrl}${path}`);
  const html = await response.text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
  const badges = [...html.matchAll(/data-status="([\w-]+)"[^>]*>(?:<span[^>]*><\/span>)?([^<]+)</g)].map((m) => `${m[1]}:${m[2]}`);
  return { response, text, badges };
}

describe.runIf(browserAvailable())("dated pages", () => {
  // Sunday Nov 22 2026, the day the issue was filed; the contest closed on Nov 9.
  let onIssueDay: TestServer;
  // Sunday Nov 1 2026: the contest still open, the tournament on.
  let beforeClose: TestServer;
  // Tuesday Dec 15 2026: the master classes and the tournament over, last week's winner not in the content.
  let afterSeason: TestServer;

  beforeAll(async () => {
    [onIssueDay, beforeClose, afterSeason] = await Promise.all([
      startServer({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2026-11-22T12:00:00-05:00" } }),
      startServer({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2026-11-01T12:00:00-05:00" } }),
      startServer({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2026-12-15T12:00:00-05:00" } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([onIssueDay?.destroy(), beforeClose?.destroy(), afterSeason?.destroy()]);
  });

  // The contest, master classes and tournament are events (migration 0020): each card's status is
  // worked out from the event's dates, and an event leaves Current Events when it is over.
  it("/art never shows a closed contest as current, and says when this week's Weekly Drop closes", async () => {
    const { response, text, badges } = await read(onIssueDay, "/art");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(badges).toEqual(["open:ACTIVE NOW", "entries-open:OPEN NOW"]);
    expect(text).toContain("Master Class Series");
    expect(text).not.toContain("Passion in Color Contest");
    expect(text).toMatch(/Passion in Color Winners Announced .*Winners will be announced on the contest site\. Date TBA/);
    expect(text).toContain("This week's entries close Friday, November 27 at 5:00 PM EST.");

    const before = await read(beforeClose, "/art");
    expect(before.badges).toEqual(["open:ACTIVE NOW", "open:ACTIVE NOW", "entries-open:OPEN NOW"]);
    expect(before.text).toContain("Passion in Color Contest Ages 5-18: show us what color means to you. Submissions close Nov 9, 2026.");
    expect(before.text).toContain("This week's entries close Friday, November 6 at 5:00 PM EST.");

    const after = await read(afterSeason, "/art");
    expect(after.badges).toEqual(["entries-open:OPEN NOW"]);
    expect(after.text).not.toContain("Master Class Series");
  });

  it("/sport shows the tournament coming and on while it is, and keeps the undated events coming soon", async () => {
    expect((await read(beforeClose, "/sport")).badges).toEqual(["upcoming:UPCOMING", "coming-soon:COMING SOON", "coming-soon:COMING SOON"]);
    expect((await read(onIssueDay, "/sport")).badges).toEqual(["open:ACTIVE NOW", "coming-soon:COMING SOON", "coming-soon:COMING SOON"]);
    const after = await read(afterSeason, "/sport");
    expect(after.badges).toEqual(["coming-soon:COMING SOON", "coming-soon:COMING SOON"]);
    expect(after.text).not.toContain("QueenMe Classic Tournament");
    // The calendar's events without a date stay undated: the spec's four and the two featured ones.
    expect(after.text.match(/Coming Soon/g)).toHaveLength(6);
  });

  it("/art/weekly-prize calls the newest winner last week's only while it is", async () => {
    const { text } = await read(onIssueDay, "/art/weekly-prize");
    expect(text).toContain('Last week: "Concrete Bloom" by Jasmine K., 16, Bronx');
    expect(text).toContain("Announced Nov 16, 2026");
    const later = await read(afterSeason, "/art/weekly-prize");
    expect(later.text).not.toContain("Last week:");
    expect(later.text).toContain('Announced Nov 16, 2026: "Concrete Bloom" by Jasmine K., 16, Bronx');
  });

  it("works out the statuses again on a client-side navigation", async () => {
    const browser = await launchBrowser();
    try {
      // The browser's clock at the server's moment too: /art's countdown counts from it.
      const page = await withClockAt(browser, () => onIssueDay.pagesAsOf()).newPage();
      await page.goto(`${onIssueDay.baseUrl}/art/community`, { waitUntil: "networkidle" });
      await page.getByRole("link", { name: "Back to Art" }).click();
      await page.waitForURL(`${onIssueDay.baseUrl}/art`);
      await page.locator('[data-status="entries-open"]').filter({ hasText: "OPEN NOW" }).waitFor();
      // The master classes on, and no card for the contest that closed on Nov 9.
      expect(await page.locator("[data-status]").allTextContents()).toEqual(["ACTIVE NOW", "OPEN NOW"]);
      expect(await page.getByText("Passion in Color Contest").count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
