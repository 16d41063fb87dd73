// The staff console in a browser: an owner set up from the command line's link, signing in and
// out by keyboard, an editor kept out of the owner pages, and axe on every sign-in page.
import { describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { operatorCli } from "../support/gallery";
import { collectErrors, gotoHydrated } from "../support/pages";
import { addStaff, consoleRoutePaths, staffBrowserPage } from "../support/staff";

describe.runIf(browserAvailable())("staff console sign-in", () => {
  const site = useServerAndBrowser({ env: { LOG_LEVEL: "warn" } });

  it(
    "sets up an owner from the CLI's link, then signs out and in again with the keyboard; 0 axe violations",
    { timeout: 120_000 },
    async () => {
      const owner = "founder@example.org";
      const added = await operatorCli("staff", site.server, ["add", owner, "--role", "owner"], {
        SITE_URL: site.server.baseUrl,
      });
      const link = /http:\S+\/staff\/setup\/\S+/.exec(added.stdout)?.[0];
      expect(link, added.stdout + added.stderr).toBeTruthy();

      const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
      const errors = collectErrors(page);
      await page.goto(link!, { waitUntil: "networkidle" });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel("Password", { exact: true }).fill("river stone lantern tide");
      await page.getByLabel("Confirm password").fill("river stone lantern tide");
      await page.getByRole("button", { name: "Save password" }).click();
      await page.waitForURL(`${site.server.baseUrl}/staff`);
      await expect(page.getByText(owner).first().isVisible()).resolves.toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      // Owner pages, each with 0 axe violations.
      for (const [name, heading] of [
        ["Staff", "Staff accounts"],
        ["Audit log", "Audit log"],
      ]) {
        // On a phone the sections fold under the console's menu.
        const nav = page.getByRole("navigation", { name: "Console" });
        await nav.locator("summary").click();
        await nav.getByRole("link", { name }).click();
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      }
      await expect(page.getByRole("cell", { name: "set a new password" }).count()).resolves.toBeGreaterThan(0);

      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(/\/staff\/login\?signed-out/);
      await page.getByRole("status").getByText("You are signed out.").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // Back to a console page: the session is gone on the server, not just in this tab.
      await page.goto(`${site.server.baseUrl}/staff/accounts`);
      await page.waitForURL(/\/staff\/login\?next=%2Fstaff%2Faccounts/);

      // Sign in by keyboard alone: the form returns to where the owner was going.
      await page.getByLabel("Email").focus();
      await page.keyboard.type(owner);
      await page.keyboard.press("Tab");
      await page.keyboard.type("wrong password here");
      await page.keyboard.press("Enter");
      await page.getByRole("alert").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // Enter submits through the form's button, which is disabled while a sign-in is being sent.
      await page.locator('form button[type="submit"]:not([disabled])').waitFor();
      await page.getByLabel("Password", { exact: true }).fill("river stone lantern tide");
      await page.getByLabel("Password", { exact: true }).press("Enter");
      await page.waitForURL(`${site.server.baseUrl}/staff/accounts`);
      // The wrong password's 401 is the one failed load the browser reports.
      expect(errors.filter((error) => !error.includes("status of 401"))).toEqual([]);
    },
  );

  // What the keyboard test above meets when Enter comes before the page's scripts have started: the
  // browser posts the form itself and gets a new page. It used to come back with the email field
  // empty, so typing only the password again failed (the sign-in that "stayed on /staff/login").
  it(
    "signs in after a wrong password without JavaScript, the email kept and only the password typed again",
    { timeout: 60_000 },
    async () => {
      await addStaff(site.db, { email: "no-script@example.org", role: "editor" });
      const context = await site.browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${site.server.baseUrl}/staff/login?next=%2Fstaff%2Fleads`);
      await page.getByLabel("Email").fill("no-script@example.org");
      await page.getByLabel("Password", { exact: true }).fill("wrong password here");
      await page.getByLabel("Password", { exact: true }).press("Enter");
      await page.getByRole("alert").waitFor();
      expect(await page.getByLabel("Email").inputValue()).toBe("no-script@example.org");
      await page.getByLabel("Password", { exact: true }).fill("correct horse battery staple");
      await page.getByLabel("Password", { exact: true }).press("Enter");
      await page.waitForURL(`${site.server.baseUrl}/staff/leads`);
      await context.close();
    },
  );

  it("lets an owner add an editor, who sees no owner pages and is refused them", { timeout: 120_000 }, async () => {
    const owner = "boss@example.org";
    await addStaff(site.db, { email: owner, role: "owner" });
    const page = await staffBrowserPage(site.browser, site.server, owner);
    await page.goto(`${site.server.baseUrl}/staff/accounts`);
    await page.getByLabel("Email").fill("helper@example.org");
    await page.getByLabel("Role").selectOption("editor");
    await page.getByRole("button", { name: "Add and get a setup link" }).click();
    const link = await page.locator("[data-setup-link]").textContent();
    expect(link).toMatch(/\/staff\/setup\/[A-Za-z0-9_-]+$/);
    // "Copy link" puts it on the clipboard and says so in a status line screen readers announce.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.server.baseUrl });
    await page.getByRole("button", { name: "Copy link" }).click();
    await page.getByRole("status").filter({ hasText: "Copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.getByRole("cell", { name: "Waiting for setup" }).waitFor();

    const editor = await site.browser.newPage();
    await editor.goto(link!, { waitUntil: "networkidle" });
    await editor.getByLabel("Password", { exact: true }).fill("paper kite morning bell");
    await editor.getByLabel("Confirm password").fill("paper kite morning bell");
    await editor.getByRole("button", { name: "Save password" }).click();
    await editor.waitForURL(`${site.server.baseUrl}/staff`);
    const nav = editor.getByRole("navigation", { name: "Console" });
    await nav.getByRole("link", { name: "Gallery" }).waitFor();
    await expect(nav.getByRole("link", { name: "Staff" }).count()).resolves.toBe(0);
    const refused = await editor.goto(`${site.server.baseUrl}/staff/accounts`);
    expect(refused?.status()).toBe(403);
    // Refused inside the console: its menu, the reason in plain words, the way back to its home.
    await editor.getByRole("alert").filter({ hasText: "Only owners can manage staff accounts." }).waitFor();
    await nav.getByRole("link", { name: "Sign-ups" }).waitFor();
    await editor.getByRole("link", { name: "Back to the console's home" }).click();
    await editor.waitForURL(`${site.server.baseUrl}/staff`);

    // The owner makes them an owner: the row says so, and the page that refused them opens.
    await page.reload();
    await page.getByRole("button", { name: "Make owner: helper@example.org" }).click();
    await page.getByRole("status").filter({ hasText: "helper@example.org is now an owner." }).waitFor();
    await page.getByRole("button", { name: "Make editor: helper@example.org" }).waitFor();
    expect((await editor.goto(`${site.server.baseUrl}/staff/accounts`))?.status()).toBe(200);
  });

  it("has 0 axe violations and no horizontal scroll at 360 px on every console page an owner can open", async () => {
    await addStaff(site.db, { email: "axe-owner@example.org", role: "owner" });
    const page = await staffBrowserPage(site.browser, site.server, "axe-owner@example.org");
    // The console's pages without parameters (detail pages are checked by their own tests).
    const paths = consoleRoutePaths().filter((path) => !/[:*]|\/api\/|\/(login|setup|logout)/.test(path));
    expect(paths).toEqual(expect.arrayContaining(["/staff", "/staff/accounts", "/staff/audit", "/staff/password"]));
    // Each page is loaded once and checked at both widths: resizing lays it out again by its CSS
    // (the console's code reads no width), so a second load at 360 px would test nothing more.
    for (const path of paths) {
      await page.setViewportSize({ width: 1280, height: 800 });
      const response = await gotoHydrated(page, `${site.server.baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      }
    }
  }, 180_000);
});
