// The Weekly Drop's winner in a browser: the gallery card's Winner mark, rendered and live, and
// withholding a result from the console's form with the keyboard (axe finds nothing on the way).
// The page clock is pinned to Monday Nov 30 2026, 12:00 noon in New York: the week is due.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { WeeklyDropWeek } from "~/features/weekly-drop/cycle";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { addWeeklyDropEntry, addWeeklyDropVotes } from "../support/weekly-drop-results";
import { useServerAndBrowser } from "../support/fixtures";
import { addStaff, staffBrowserPage } from "../support/staff";

const WEEK = "2026-11-30" as WeeklyDropWeek;

describe.runIf(browserAvailable())("the Weekly Drop's winner in the browser", () => {
  const fixture = useServerAndBrowser({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2026-11-30T12:00:00-05:00" } });
  let gallery: Page;

  const card = (page: Page, title: string) => page.locator("main li", { has: page.getByRole("heading", { name: title, exact: true }) });

  beforeAll(async () => {
    const first = await addWeeklyDropEntry(fixture.db, { week: WEEK, title: "Subway Dreams", createdAt: "2026-11-24T15:00:00Z" });
    const second = await addWeeklyDropEntry(fixture.db, { week: WEEK, title: "Stoop Light", createdAt: "2026-11-25T15:00:00Z", age: 14 });
    await addWeeklyDropVotes(fixture.db, WEEK, first.id, 4);
    await addWeeklyDropVotes(fixture.db, WEEK, second.id, 1);
    await addStaff(fixture.db, { email: "results-editor@wyp.test", role: "editor" });
    // The page settles the due week before it renders, as a visitor's request at noon would.
    expect((await fetch(`${fixture.server.baseUrl}/art/weekly-prize`)).status).toBe(200);
  });

  it("marks the winner's gallery card with the Weekly Drop Winner mark and the week's date", async () => {
    const context = await fixture.browser.newContext({ viewport: { width: 1280, height: 900 } });
    gallery = await context.newPage();
    const live = gallery.waitForResponse((response) => new URL(response.url()).pathname === "/api/gallery");
    await gallery.goto(`${fixture.server.baseUrl}/wyp-gallery`);
    await live;
    const winner = card(gallery, "Subway Dreams");
    await winner.getByText("Weekly Drop Winner").waitFor();
    expect(await winner.locator("time").getAttribute("datetime")).toBe(WEEK);
    expect(await winner.locator("[data-drop-winner]").innerText()).toMatch(/Weekly Drop Winner\s+Announced\s+Nov 30, 2026/i);
    expect(await axeViolations(gallery)).toEqual([]);
  }, 60_000);

  it("withholds the result from the keyboard: the reason is required, the next entry wins, and open galleries follow", async () => {
    const page = await staffBrowserPage(fixture.browser, fixture.server, "results-editor@wyp.test");
    await page.goto(`${fixture.server.baseUrl}/staff/weekly-drop`);
    await page.getByRole("navigation", { name: "Weekly Drop" }).getByRole("link", { name: "Results" }).click();
    await page.getByRole("link", { name: "Week of Nov 23, 2026" }).click();
    await page.getByRole("heading", { name: "Results: week of Nov 23, 2026" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const withhold = page.getByRole("button", { name: "Withhold this result" });
    await withhold.focus();
    await page.keyboard.press("Enter");
    const reason = page.getByLabel("Reason (kept in the audit log)");
    await page.getByText("Please give the reason for withholding the result.").waitFor();
    expect(await reason.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);

    await reason.focus();
    await page.keyboard.type("Traced from a published photo");
    await page.keyboard.press("Tab");
    expect(await withhold.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Result withheld. The next entry by votes is now the winner." }).waitFor();
    expect(await page.locator("[data-winner-contact]").innerText()).toMatch(/First name\s+Jasmine/);
    expect(await page.getByRole("row", { name: /Subway Dreams/ }).innerText()).toMatch(/Withheld/);
    expect(await axeViolations(page)).toEqual([]);

    // The gallery opened before the change drops the withheld work and shows the new winner, marked.
    await card(gallery, "Stoop Light").getByText("Weekly Drop Winner").waitFor({ timeout: 10_000 });
    await card(gallery, "Subway Dreams").waitFor({ state: "detached", timeout: 10_000 });
  }, 90_000);
});
