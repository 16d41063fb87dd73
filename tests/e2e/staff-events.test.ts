// The events and Weekly Drop console pages in a browser: an event typed in New York time shows on
// its programme's page, the forms name what is wrong, winners reorder from the keyboard, and axe
// finds nothing on any of these pages. The page clock is pinned to Sunday Nov 22 2026, noon.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { exposeEveryElementToHitTests, textProblems } from "./layout-checks";
import { addStaff, staffBrowserPage } from "../support/staff";

describe.runIf(browserAvailable())("events and Weekly Drop console in the browser", () => {
  const fixture = useServerAndBrowser({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2026-11-22T12:00:00-05:00" } });
  let page: Page;

  beforeAll(async () => {
    await addStaff(fixture.db, { email: "editor@wyp.test", role: "editor" });
    page = await staffBrowserPage(fixture.browser, fixture.server, "editor@wyp.test");
  });

  const open = (path: string) => page.goto(`${fixture.server.baseUrl}${path}`);

  it("creates an event from the form and shows it on /sport in New York time", async () => {
    await open("/staff/events");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "New event" }).click();
    await page.getByLabel("Title", { exact: true }).fill("Bronx Night Run");
    await page.getByLabel("Programme").selectOption("sport");
    await page.getByLabel("Date", { exact: true }).fill("2026-12-04");
    await page.getByLabel("Start time").fill("19:30");
    await page.getByLabel("Place").fill("Crotona Park");
    await page.getByLabel("Borough").selectOption("Bronx");
    await page.getByLabel("Cost", { exact: true }).fill("Free");
    await page.getByLabel("Cost in Spanish").fill("Gratis");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByRole("status").filter({ hasText: "Event published." }).waitFor();
    expect(await page.getByRole("heading", { name: /Bronx Night Run/ }).textContent()).toContain("Published");

    await open("/sport");
    const line = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Bronx Night Run" }) });
    expect(await line.innerText()).toMatch(/Crotona Park, Bronx · Free[\s\S]*Fri, Dec 4, 7:30 PM/i);
  }, 90_000);

  it("names each field that needs a fix, and keeps what was typed", async () => {
    await open("/staff/events/new");
    await page.getByLabel("Title", { exact: true }).fill("   ");
    await page.getByLabel("Link").fill("http://tickets.example.org");
    await page.getByLabel("Place").fill("Weeksville Heritage Center");
    await page.getByRole("button", { name: "Save as draft" }).click();
    await page.getByText("Title is required.").waitFor();
    const link = page.getByLabel("Link");
    expect(await link.getAttribute("aria-invalid")).toBe("true");
    expect(await link.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent)).toBe(
      "The link must be a full https:// address.",
    );
    expect(await page.getByLabel("Place").inputValue()).toBe("Weeksville Heritage Center");
    expect(await axeViolations(page)).toEqual([]);
  }, 90_000);

  it("copies an event for the next meet-up: the form opens filled in, and saving it as a draft says so", async () => {
    await open("/staff/events");
    await page.getByRole("link", { name: "Edit Bronx Night Run" }).click();
    await page.getByRole("link", { name: "Copy event" }).click();
    await page.getByText("Copied from \u201cBronx Night Run\u201d: set the new date, then publish or save it as a draft.").waitFor();
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("Bronx Night Run");
    expect(await page.getByLabel("Place").inputValue()).toBe("Crotona Park");
    expect(await page.getByLabel("Start time").inputValue()).toBe("19:30");
    expect(await page.getByLabel("Date", { exact: true }).inputValue()).toBe("");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Title", { exact: true }).fill("Bronx Night Run: January");
    await page.getByLabel("Date", { exact: true }).fill("2027-01-08");
    await page.getByRole("button", { name: "Save as draft" }).click();
    await page.getByRole("status").filter({ hasText: "Saved as a draft: not on the site yet." }).waitFor();
    expect(await page.getByRole("heading", { name: /Bronx Night Run: January/ }).textContent()).toContain("Draft");
    // The original is still the one on the site; the copy waits as a draft.
    await open("/sport");
    expect(await page.getByRole("heading", { name: "Bronx Night Run", exact: true }).count()).toBe(1);
    expect(await page.getByText("Bronx Night Run: January").count()).toBe(0);
  }, 90_000);

  it("deletes an event only after asking", async () => {
    await open("/staff/events");
    await page.getByRole("link", { name: "Delete Bronx Night Run", exact: true }).click();
    await page.getByRole("heading", { name: "Delete this event?" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Delete event" }).click();
    await page.getByRole("status").filter({ hasText: "Event deleted." }).waitFor();
    await open("/sport");
    expect(await page.getByText("Bronx Night Run").count()).toBe(0);
  }, 90_000);

  it("reorders the recent winners from the keyboard, and the page follows", async () => {
    await open("/staff/weekly-drop");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Move down Concrete Bloom" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Order saved." }).waitFor();

    await open("/art/weekly-prize");
    const titles = await page.locator("#recent-winners figcaption > span:first-child").allTextContents();
    expect(titles).toEqual(["Uptown Static", "Concrete Bloom", "Grandma's Kitchen, 5am"]);

    await open("/staff/weekly-drop/winners/new");
    expect(await axeViolations(page)).toEqual([]);
  }, 90_000);

  it("fits a 360 px phone: nothing runs off the screen or out of its box", async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/staff/events", "/staff/events/new", "/staff/weekly-drop", "/staff/weekly-drop/winners/new"]) {
      await open(path);
      await exposeEveryElementToHitTests(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBe(0);
      expect(await page.evaluate(textProblems, { rootSelector: "main" }), path).toEqual([]);
    }
  }, 90_000);
});
