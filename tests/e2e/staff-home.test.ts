// The console home as a coordinator runs the week from it: a contest entry, a mentor sign-up and
// last week's winner are on the to-do list, each links to where it is done, and each leaves the
// list once done (entry approved, sign-up marked contacted, winner contacted and prize sent).
// The page clock is pinned to Wednesday Dec 2 2026, 10:00 in New York: last week's winner is
// announced, this week takes submissions until Friday 5 pm.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { formatStaffTime } from "~/platform/console-time";
import type { WeeklyDropWeek } from "~/features/weekly-drop/cycle";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { addWeeklyDropEntry, addWeeklyDropVotes } from "../support/weekly-drop-results";
import { useServerAndBrowser } from "../support/fixtures";
import { mentorApplication } from "../support/leads";
import { addStaff, staffBrowserPage } from "../support/staff";

const LAST_WEEK = "2026-11-30" as WeeklyDropWeek;
const THIS_WEEK = "2026-12-07" as WeeklyDropWeek;

describe.runIf(browserAvailable())("the console home's to-do list in the browser", () => {
  const fixture = useServerAndBrowser({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2026-12-02T10:00:00-05:00" } });

  const toDoItems = (page: Page) => page.getByRole("region", { name: "To do" }).getByRole("listitem");
  const toDoTexts = async (page: Page) => (await toDoItems(page).allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
  const home = async (page: Page) => {
    await page
      .getByRole("navigation", { name: /console/i })
      .getByRole("link", { name: "Home" })
      .click();
    await page.waitForURL(`${fixture.server.baseUrl}/staff`);
    // The address changes before React has rendered the new page (navigations are transitions).
    await page.getByRole("heading", { name: "To do" }).waitFor();
  };

  beforeAll(async () => {
    const winner = await addWeeklyDropEntry(fixture.db, { week: LAST_WEEK, title: "Subway Dreams", createdAt: "2026-11-24T15:00:00Z" });
    await addWeeklyDropVotes(fixture.db, LAST_WEEK, winner.id, 3);
    await addWeeklyDropEntry(fixture.db, {
      week: THIS_WEEK,
      title: "Harlem Nights",
      createdAt: "2026-12-01T15:00:00Z",
      status: "pending",
      age: 19,
    });
    const signUp = await fetch(`${fixture.server.baseUrl}/resources/leads`, {
      method: "POST",
      body: new URLSearchParams(mentorApplication),
      headers: { Accept: "application/json" },
    });
    expect(signUp.status).toBe(200);
    // Stamped when it arrived, by the real clock; moved to two days before the page's moment, so its
    // age reads the same on any day the test runs.
    await fixture.db.updateTable("leads").set({ created_at: "2026-11-30T15:00:00.000Z" }).execute();
    await addStaff(fixture.db, { email: "coordinator@wyp.test", role: "editor" });
    // The results page settles the due week before it renders, as a visitor's request would.
    expect((await fetch(`${fixture.server.baseUrl}/art/weekly-prize`)).status).toBe(200);
  });

  it("lists the entry, the winner and the sign-up, and each leaves the list once handled", async () => {
    const page = await staffBrowserPage(fixture.browser, fixture.server, "coordinator@wyp.test");
    await page.getByRole("heading", { name: "To do" }).waitFor();
    const items = await toDoTexts(page);
    expect(items).toHaveLength(3);
    expect(items[0]).toBe(
      "1 Weekly Drop entry waiting for moderation Week of Nov 30, 2026: submissions close Friday, December 4 at 5:00 PM EST (New York time).",
    );
    expect(items[1]).toBe(
      'Contact the Weekly Drop winner of the week of Nov 23, 2026 "Subway Dreams": their email is on the week\'s results page.',
    );
    expect(items[2]).toBe("1 new sign-up not yet contacted: Mentor application Oldest 2 days.");
    // No webhook is configured: nothing about deliveries.
    expect(await page.locator("main").innerText()).not.toMatch(/deliver|marketing service|pending/i);
    // The chart sits below the list.
    const listBox = await page.getByRole("heading", { name: "To do" }).boundingBox();
    const chartBox = await page.getByRole("heading", { name: "Sign-ups per week" }).boundingBox();
    expect(chartBox!.y).toBeGreaterThan(listBox!.y);
    expect(await axeViolations(page)).toEqual([]);

    // The entry: its item opens the week's queue; approved, it leaves the list.
    await page.getByRole("link", { name: /Weekly Drop entry waiting for moderation/ }).click();
    await page.waitForURL(`${fixture.server.baseUrl}/staff/weekly-drop/entries?week=${THIS_WEEK}`);
    await page.getByRole("link", { name: "Harlem Nights" }).click();
    await page.getByRole("button", { name: "Approve" }).click();
    await page.getByRole("status").filter({ hasText: "Entry approved" }).waitFor();
    await home(page);
    expect((await toDoTexts(page)).some((text) => text.includes("waiting for moderation"))).toBe(false);

    // The sign-up: its item opens the inbox filtered to new mentor applications; contacted, it leaves.
    await page.getByRole("link", { name: /new sign-up not yet contacted: Mentor application/ }).click();
    await page.waitForURL(`${fixture.server.baseUrl}/staff/leads?kind=mentor&followUp=new`);
    await page.getByRole("link", { name: "Maya Reyes" }).click();
    await page.getByLabel("Status").selectOption({ label: "Contacted" });
    await page.getByRole("button", { name: "Save follow-up" }).click();
    await page.getByRole("status").filter({ hasText: "Follow-up saved." }).waitFor();
    await home(page);
    expect(await toDoTexts(page)).toEqual([
      'Contact the Weekly Drop winner of the week of Nov 23, 2026 "Subway Dreams": their email is on the week\'s results page.',
    ]);

    // The winner: contacted, then the prize marked sent, from the week's results page.
    await page.getByRole("link", { name: /Contact the Weekly Drop winner/ }).click();
    await page.waitForURL(`${fixture.server.baseUrl}/staff/weekly-drop/results/${LAST_WEEK}`);
    expect(await page.getByRole("button", { name: "Mark prize sent" }).count()).toBe(0);
    await page.getByRole("button", { name: "Mark winner contacted" }).click();
    await page.getByRole("status").filter({ hasText: "Winner marked contacted." }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await home(page);
    expect(await toDoTexts(page)).toEqual([
      'Prize not yet sent for the Weekly Drop winner of the week of Nov 23, 2026 "Subway Dreams": mark it sent on the week\'s results page once it is on its way.',
    ]);
    await page.getByRole("link", { name: /Prize not yet sent/ }).click();
    await page.getByRole("button", { name: "Mark prize sent" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Prize marked sent." }).waitFor();
    // Stamped by the real clock when it was pressed, as staff read it: in New York time.
    const { prize_sent_at: sentAt } = await fixture.db
      .selectFrom("drop_results")
      .select("prize_sent_at")
      .where("week", "=", LAST_WEEK)
      .executeTakeFirstOrThrow();
    expect(await page.locator("[data-prize]").innerText()).toContain(`Prize sent ${formatStaffTime(sentAt!)}.`);
    const audit = await fixture.db.selectFrom("audit_log").select("action").where("actor_email", "=", "coordinator@wyp.test").execute();
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(["drop-winner-contacted", "drop-prize-sent"]));

    await home(page);
    expect(await toDoItems(page).count()).toBe(0);
    expect(await page.locator("[data-nothing-waiting]").innerText()).toMatch(/^Nothing waiting\./);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
