// Words a visitor reads: messages that are English, a countdown in the singular for one, the
// sport partnership dialog about sport, and legal pages with a date and an address to write to.
import { describe, expect, it } from "vitest";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";

/** Thursday Nov 26 2026, 4 pm in New York: one day and one hour before submissions close. */
const THURSDAY_4PM = "2026-11-26T16:00:00-05:00";

describe.runIf(browserAvailable())("words", () => {
  // The server works the deadline out at the moment the browser's clock is held at, on any day.
  const site = useServerAndBrowser({ env: { SEED_DEMO: "false", PAGES_AS_OF: THURSDAY_4PM } });

  it("names a missing choice with its article on the page a form posts to without JavaScript", async () => {
    for (const [from, message] of [
      ["licensing", "Please choose an interest."],
      ["sport", "Please choose an area of interest."],
    ]) {
      const response = await fetch(`${site.server.baseUrl}/join/partner?from=${from}`, {
        method: "POST",
        body: new URLSearchParams({
          kind: "partnership",
          source: from,
          website: "",
          firstName: "Jo",
          lastName: "Kim",
          email: "jo@brand.co",
          phone: "212-555-0100",
          company: "Brand Co",
          interest: "",
        }),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
  });

  it("counts down '01 Day 01 Hour', and '00 Minutes' for none", async () => {
    const context = await site.browser.newContext({ timezoneId: "America/New_York" });
    const page = await context.newPage();
    // Held at the server's moment, so the digits cannot tick past "00 Minutes".
    await page.clock.setFixedTime(new Date(THURSDAY_4PM));
    await page.goto(`${site.server.baseUrl}/art`);
    await page.locator('[data-countdown="running"]').waitFor();
    const units = await page
      .locator("[data-unit]")
      .evaluateAll((digits) => digits.map((digit) => `${digit.textContent} ${digit.nextElementSibling?.textContent}`));
    expect(units.slice(0, 3)).toEqual(["01 Day", "01 Hour", "00 Minutes"]);
    await context.close();
  });

  it("asks sport partners about sport, in the sport dialog's own words", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.baseUrl}/sport`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: /^Partner With Us/ }).click();
    const dialog = page.getByRole("dialog", { name: "Become a Partner" });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain("Sponsor a team, fund a clinic");
    await expect(dialog.textContent()).resolves.not.toContain("real products");
    await page.close();
  });

  it.each(["/privacy", "/terms"])("%s has its effective date and a mailto: link to the team", async (path) => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.baseUrl}${path}`);
    await expect(page.locator("main time").first().getAttribute("datetime")).resolves.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(
      page
        .locator("main")
        .getByText(/^Effective [A-Z][a-z]+ \d{1,2}, \d{4}$/)
        .count(),
    ).resolves.toBe(1);
    const mail = page.locator("main").getByRole("link", { name: "hello@whatsyourpassion.org" });
    expect(await mail.count()).toBeGreaterThan(0);
    await expect(mail.first().getAttribute("href")).resolves.toBe("mailto:hello@whatsyourpassion.org");
    await page.close();
  });
});
