// The sign-ups inbox as staff use it: a visitor's sign-up on the public site shows up in the inbox
// and in the CSV download, a follow-up status set on its page stays set, and the inbox, a lead's
// page and the console home have no accessibility violations.
import fs from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "~/platform/csv";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { fillSignUp } from "../support/leads";
import { addStaff, staffBrowserPage } from "../support/staff";
import { waitFor } from "../support/webhook-receiver";
import { waitUntilHydrated } from "../support/pages";

describe.runIf(browserAvailable())("staff sign-ups inbox in the browser", () => {
  const site = useServerAndBrowser({ env: { RATE_LIMIT_FORMS: "100000", SEED_DEMO: "false" } });

  beforeAll(async () => {
    await addStaff(site.db, { email: "youthworker@wyp.example", role: "editor" });
  });

  const staffPage = () => staffBrowserPage(site.browser, site.server, "youthworker@wyp.example");

  async function expectNoAxeViolations(page: Page) {
    expect(await axeViolations(page)).toEqual([]);
  }

  it("a sign-up from the public site appears in the inbox and its CSV, and its follow-up status persists", async () => {
    // A visitor applies to mentor on the public sign-up page.
    const visitor = await site.browser.newPage();
    await visitor.goto(`${site.server.baseUrl}/join/mentor?from=home`);
    const keisha = { firstName: "Keisha", lastName: "Okafor", email: "keisha@example.org", phone: "718-555-0142", track: "sport" };
    await fillSignUp(visitor.locator("main"), "mentor", "home", "en", keisha);
    await visitor.getByRole("button", { name: "Submit Application" }).click();
    await waitFor(
      async () => Boolean(await site.db.selectFrom("leads").select("id").where("email", "=", "keisha@example.org").executeTakeFirst()),
      10_000,
      "the sign-up stored",
    );
    await visitor.close();

    const page = await staffPage();
    await page.goto(`${site.server.baseUrl}/staff/leads`);
    const row = page.getByRole("row").filter({ hasText: "keisha@example.org" });
    await row.waitFor();
    expect(await row.textContent()).toContain("Mentor application");
    expect(await row.textContent()).toContain("New");
    await expectNoAxeViolations(page);

    // The CSV of the current filter, downloaded as staff would.
    await page.getByLabel("Kind").selectOption({ label: "Mentor application" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/kind=mentor/);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV of these sign-ups" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^wyp-sign-ups-\d{4}-\d\d-\d\d\.csv$/);
    const rows = parseCsv(fs.readFileSync((await download.path())!, "utf8"));
    expect(rows).toEqual([
      expect.objectContaining({
        Form: "Mentor application",
        Page: "Home",
        "First name": "Keisha",
        Email: "keisha@example.org",
        Program: "WYP SPORT",
        "Follow-up": "New",
      }),
    ]);

    // Its page: the form's labels, then a follow-up status that is still there after a reload.
    await page.getByRole("link", { name: "Keisha Okafor" }).click();
    await page.getByRole("heading", { level: 1, name: "Keisha Okafor" }).waitFor();
    expect(await page.locator("dl").first().textContent()).toContain("WYP SPORT");
    await expectNoAxeViolations(page);
    await page.getByLabel("Status").selectOption({ label: "Contacted" });
    await page.getByLabel("Note").fill("Left a voicemail; call back Thursday.");
    await page.getByRole("button", { name: "Save follow-up" }).click();
    await page.getByRole("status").filter({ hasText: "Follow-up saved." }).waitFor();
    await page.reload();
    // Typing before React has taken over the form would race its hydration (the selection reset).
    await waitUntilHydrated(page.getByLabel("Note"));
    expect(await page.getByLabel("Status").inputValue()).toBe("contacted");
    expect(await page.getByLabel("Note").inputValue()).toBe("Left a voicemail; call back Thursday.");
    // A colleague's later note does not erase this one: both are in the history, with who wrote them.
    await page.getByLabel("Note").fill("Spoke with her mother; starts Monday.");
    await page.getByRole("button", { name: "Save follow-up" }).click();
    await page.getByRole("status").filter({ hasText: "Follow-up saved." }).waitFor();
    const history = page.getByRole("table", { name: "Every saved follow-up, newest first" });
    await expect
      .poll(() => history.getByRole("row").allTextContents())
      .toEqual([
        "WhenByStatusNote",
        expect.stringMatching(/youthworker@wyp\.exampleContactedSpoke with her mother; starts Monday\.$/),
        expect.stringMatching(/youthworker@wyp\.exampleContactedLeft a voicemail; call back Thursday\.$/),
      ]);

    await page.getByRole("link", { name: "Back to sign-ups" }).click();
    await page.getByRole("heading", { level: 1, name: "Sign-ups" }).waitFor();
    expect(await page.getByRole("row").filter({ hasText: "keisha@example.org" }).textContent()).toContain("Contacted");
    await page.context().close();
  }, 90_000);

  it("the console home shows sign-ups per week as a chart and a table, with no accessibility violations", async () => {
    const page = await staffPage();
    await page.goto(`${site.server.baseUrl}/staff`);
    await page.getByRole("img", { name: /Sign-ups per week/ }).waitFor();
    const table = page.getByRole("table", { name: "Sign-ups per week by kind" });
    expect(await table.getByRole("row").count()).toBe(13);
    // This week's row (the last) counts the mentor application made above.
    expect(await table.getByRole("row").last().textContent()).toMatch(/1$/);
    await expectNoAxeViolations(page);
    // The one sign-up was marked contacted above, and no webhook is configured: nothing to do.
    expect(await page.locator("[data-nothing-waiting]").textContent()).toMatch(/^Nothing waiting\./);

    // On a phone, wide tables and the chart scroll sideways, reachable by keyboard: still 0 violations.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/staff", "/staff/leads"]) {
      await page.goto(`${site.server.baseUrl}${path}`, { waitUntil: "networkidle" });
      await expectNoAxeViolations(page);
    }
    // The inbox's filters take little room on a phone: the first sign-up is on the first screen.
    const firstSignUp = await page.getByRole("link", { name: "Keisha Okafor" }).boundingBox();
    expect(firstSignUp!.y + firstSignUp!.height).toBeLessThanOrEqual(740);
    expect(await page.getByLabel("Page", { exact: true }).isVisible()).toBe(false);
    await page.getByText("More filters: page, dates").click();
    await page.getByLabel("Page", { exact: true }).selectOption({ label: "Home" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(/source=home/);
    // A filter set among the folded ones keeps them open, and says how many are set.
    expect(await page.getByLabel("Page", { exact: true }).isVisible()).toBe(true);
    await page.getByText("More filters: page, dates (1 set)").waitFor();
    await page.getByRole("link", { name: "Keisha Okafor" }).click();
    await page.getByRole("heading", { level: 1, name: "Keisha Okafor" }).waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 90_000);
});
