// A whole Weekly Drop week in a browser, on an injected clock: the server restarts on the same data
// with PAGES_AS_OF moved to each moment of the cycle (New York times, week announced Mon Nov 30 2026).
// Entrants submit (a 12-year-old is refused; a second entry from one email is kept and marked), a
// moderator records the guardians' consent, approves and rejects, visitors vote and move a vote, a vote outside the window is refused, and at Monday
// noon the winner is on the page, in the gallery with its Winner mark, and in the console with the
// contact for the prize. The contest's parts have their own tests; this one is the week end to end.
import type { Browser, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { photoWithGps } from "../support/photos";
import { addStaff, staffBrowserPage } from "../support/staff";

const WEEK = "2026-11-30";
const at = {
  /** Tuesday Nov 24, 10:00 New York: submissions open for the week. */
  tuesday: "2026-11-24T15:00:00Z",
  /** Saturday Nov 28, 10:00: voting. */
  saturday: "2026-11-28T15:00:00Z",
  /** Monday Nov 30, 09:00: voting has closed, the winner comes at noon. */
  mondayMorning: "2026-11-30T14:00:00Z",
  /** Monday Nov 30, 12:00:30: announced. */
  mondayNoon: "2026-11-30T17:00:30Z",
};

type Entrant = { title: string; firstName: string; lastInitial: string; age: string; borough: string; email: string };

const winner: Entrant = {
  title: "Concrete Garden",
  firstName: "Ana",
  lastInitial: "P",
  age: "16",
  borough: "Brooklyn",
  email: "ana@example.org",
};
const runnerUp: Entrant = {
  title: "Night Train",
  firstName: "Dev",
  lastInitial: "S",
  age: "14",
  borough: "Bronx",
  email: "dev@example.org",
};
const rejected: Entrant = {
  title: "Borrowed Poster",
  firstName: "Jon",
  lastInitial: "K",
  age: "17",
  borough: "Manhattan",
  email: "jon@example.org",
};
const tooYoung: Entrant = { title: "My Cat", firstName: "Lia", lastInitial: "M", age: "12", borough: "Bronx", email: "lia@example.org" };

describe.runIf(browserAvailable())("a whole Weekly Drop week", () => {
  const fixture = useServerAndBrowser({ env: { SEED_DEMO: "false", PAGES_AS_OF: at.tuesday } });
  const url = (path: string) => `${fixture.server.baseUrl}${path}`;
  let browser: Browser;

  beforeAll(async () => {
    browser = fixture.browser;
    await addStaff(fixture.db, { email: "moderator@wyp.test", role: "editor" });
  });

  /** A fresh visitor: its own cookies, a phone-sized window. */
  async function visitor() {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    return { page: await context.newPage(), close: () => context.close() };
  }

  async function submit(page: Page, entrant: Entrant) {
    await page.goto(url("/art/weekly-prize"));
    await page.getByRole("link", { name: "Submit Your Art Now" }).first().click();
    await page.waitForURL(url("/art/weekly-prize/submit"));
    await page.locator('input[name="image"]').setInputFiles({ name: "art.jpg", mimeType: "image/jpeg", buffer: await photoWithGps() });
    await page.locator('form:has([name="image"]) [name="title"]').fill(entrant.title);
    await page.locator('form:has([name="image"]) [name="description"]').fill(`${entrant.title}, made this week.`);
    await page.locator('form:has([name="image"]) [name="firstName"]').fill(entrant.firstName);
    await page.locator('form:has([name="image"]) [name="lastInitial"]').fill(entrant.lastInitial);
    await page.locator('form:has([name="image"]) [name="age"]').fill(entrant.age);
    await page.locator('form:has([name="image"]) [name="borough"]').selectOption(entrant.borough);
    await page.locator('form:has([name="image"]) [name="email"]').fill(entrant.email);
    if (Number(entrant.age) < 18) {
      await page.getByLabel("Parent or guardian's name").fill(`Parent of ${entrant.firstName}`);
      await page.getByLabel("Parent or guardian's phone or email").fill("(718) 555-0100");
    }
    await page.locator('form:has([name="image"]) [name="ownWork"]').check();
    await page.locator('form:has([name="image"]) [name="publicDisplay"]').check();
    await page.getByRole("button", { name: "Submit my art" }).click();
  }

  async function enter(entrant: Entrant) {
    const { page, close } = await visitor();
    await submit(page, entrant);
    await page.getByRole("heading", { level: 1, name: "Your art is in!" }).waitFor();
    await close();
  }

  const entryIdOf = async (title: string) =>
    (await fixture.db.selectFrom("drop_entries").select("id").where("title", "=", title).executeTakeFirstOrThrow()).id;

  it("Tuesday: entries come in, pending; a 12-year-old is refused, a second entry from one email kept for the moderator", async () => {
    await enter(winner);
    await enter(runnerUp);
    await enter(rejected);

    const young = await visitor();
    await submit(young.page, tooYoung);
    await young.page.getByRole("alert").filter({ hasText: "for artists aged 13 to 19" }).waitFor();
    await young.close();

    // The same answer as any entry: no one learns who entered, and no one is locked out.
    await enter({ ...winner, title: "Second Try" });

    const stored = await fixture.db.selectFrom("drop_entries").select(["title", "status", "week"]).orderBy("created_at").execute();
    expect(stored).toEqual(
      [winner, runnerUp, rejected, { title: "Second Try" }].map(({ title }) => ({ title, status: "pending", week: WEEK })),
    );

    // Nothing is public before a moderator approves it, and there is nothing to vote on yet.
    const { page, close } = await visitor();
    await page.goto(url("/art/weekly-prize"));
    expect(await page.getByText(winner.title).count()).toBe(0);
    expect(await page.getByRole("button", { name: /^Vote for/ }).count()).toBe(0);
    await close();
  }, 240_000);

  it("Tuesday: a moderator records two guardians' consent, approves those entries and rejects two with a reason", async () => {
    const staff = await staffBrowserPage(browser, fixture.server, "moderator@wyp.test");
    for (const entrant of [winner, runnerUp]) {
      await staff.goto(url("/staff/weekly-drop/entries"));
      await staff.getByRole("link", { name: entrant.title }).click();
      await staff.getByRole("button", { name: "Record consent" }).click();
      await staff.getByRole("status").filter({ hasText: "Consent recorded" }).waitFor();
      await staff.getByRole("button", { name: "Approve" }).click();
      await staff.getByRole("status").filter({ hasText: "Entry approved" }).waitFor();
    }
    for (const [title, reason] of [
      [rejected.title, "Copied from a poster."],
      ["Second Try", "A second entry this week: one per person."],
    ]) {
      await staff.goto(url("/staff/weekly-drop/entries"));
      await staff.getByRole("link", { name: title }).click();
      await staff.getByLabel("Reason").fill(reason);
      await staff.getByRole("button", { name: "Reject" }).click();
      await staff.getByRole("status").filter({ hasText: "Entry rejected" }).waitFor();
    }
    await staff.context().close();

    // Approved, but voting has not opened: a vote now is refused.
    const early = await fetch(url(`/resources/weekly-drop/entries/${await entryIdOf(winner.title)}/vote`), {
      method: "POST",
      headers: { Accept: "application/json", Origin: fixture.server.baseUrl },
    });
    expect(early.status).toBe(409);
  }, 120_000);

  it("Saturday: visitors vote and move a vote; no count is shown while voting is open", async () => {
    await fixture.server.restart({ PAGES_AS_OF: at.saturday });
    const first = await visitor();
    await first.page.goto(url("/art/weekly-prize"));
    expect(await first.page.getByRole("button", { name: `Vote for ${rejected.title}` }).count()).toBe(0);
    await first.page.getByRole("button", { name: `Vote for ${runnerUp.title}` }).click();
    await first.page.getByRole("button", { name: `Your vote: ${runnerUp.title}` }).waitFor();
    // Moved: the marker follows and the visitor still has one vote.
    await first.page.getByRole("button", { name: `Vote for ${winner.title}` }).click();
    await first.page.getByRole("button", { name: `Your vote: ${winner.title}` }).waitFor();
    await first.page.reload();
    await first.page.getByRole("button", { name: `Your vote: ${winner.title}` }).waitFor();
    expect(await first.page.getByRole("button", { name: `Vote for ${runnerUp.title}` }).count()).toBe(1);
    expect(await first.page.locator("main").textContent()).not.toMatch(/\b\d+ votes?\b/i);
    expect(await axeViolations(first.page)).toEqual([]);
    await first.close();

    for (const choice of [winner, winner, runnerUp]) {
      const other = await visitor();
      await other.page.goto(url("/art/weekly-prize"));
      await other.page.getByRole("button", { name: `Vote for ${choice.title}` }).click();
      await other.page.getByRole("button", { name: `Your vote: ${choice.title}` }).waitFor();
      await other.close();
    }
    const votes = await fixture.db.selectFrom("drop_votes").select("entry_id").where("week", "=", WEEK).execute();
    const winnerId = await entryIdOf(winner.title);
    expect(votes).toHaveLength(4);
    expect(votes.filter((vote) => vote.entry_id === winnerId)).toHaveLength(3);
  }, 180_000);

  it("Monday morning: voting has closed and a vote is refused", async () => {
    await fixture.server.restart({ PAGES_AS_OF: at.mondayMorning });
    const { page, close } = await visitor();
    await page.goto(url("/art/weekly-prize"));
    expect(await page.getByRole("button", { name: /^Vote for/ }).count()).toBe(0);
    await close();
    const late = await fetch(url(`/resources/weekly-drop/entries/${await entryIdOf(runnerUp.title)}/vote`), {
      method: "POST",
      headers: { Accept: "application/json", Origin: fixture.server.baseUrl },
    });
    expect(late.status).toBe(409);
    expect(await fixture.db.selectFrom("drop_results").selectAll().execute()).toEqual([]);
  }, 60_000);

  it("Monday noon: the winner is announced on the page, joins the gallery with its mark, and staff see the contact", async () => {
    await fixture.server.restart({ PAGES_AS_OF: at.mondayNoon });
    const { page, close } = await visitor();
    await page.goto(url("/art/weekly-prize"));
    const results = page.getByRole("region", { name: "This Week's Results" });
    await results.getByText(winner.title).first().waitFor();
    expect(await results.textContent()).toContain(runnerUp.title);
    expect(await results.textContent()).not.toContain(rejected.title);
    expect(await page.getByRole("region", { name: "Recent Winners" }).textContent()).toContain(winner.title);
    expect(await page.locator("body").textContent()).not.toContain(winner.email);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(url("/wyp-gallery"));
    const card = page.locator("main li", { has: page.getByRole("heading", { name: winner.title, exact: true }) });
    await card.getByText("Weekly Drop Winner").waitFor();
    await close();

    const staff = await staffBrowserPage(browser, fixture.server, "moderator@wyp.test");
    await staff.goto(url(`/staff/weekly-drop/results/${WEEK}`));
    expect(await staff.getByRole("link", { name: winner.email }).getAttribute("href")).toBe(`mailto:${winner.email}`);
    await staff.context().close();
  }, 120_000);
});
