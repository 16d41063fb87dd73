// The age dialog ("Join The Movement"): by keyboard, with its two choices opening in a new tab,
// and, without JavaScript, its triggers as links to the same choices on /wypit.
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { mainText, openHydrated } from "../support/pages";
import { CHAT_INVITE, PARENTS_PAGE } from "./spec-pages";

describe.runIf(browserAvailable())("age dialog", () => {
  const site = useServerAndBrowser();

  it.each([
    ["/the-core", "Register Here"],
    ["/", "Join The Resistance"],
  ])("on %s opens with Enter, keeps focus inside, closes on Escape back to its trigger; 0 axe violations open", async (path, label) => {
    const { page, errors } = await openHydrated(site, path);
    const trigger = page.getByRole("button", { name: label }).first();
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Join The Movement" });
    await dialog.waitFor();
    const teen = dialog.getByRole("link", { name: /^13\+ → Join Discord Community/ });
    const child = dialog.getByRole("link", { name: /^Under 13 → Ask Parents to Join Facebook Page/ });
    await expect(teen.getAttribute("href")).resolves.toBe(CHAT_INVITE);
    await expect(child.getAttribute("href")).resolves.toBe(PARENTS_PAGE);
    for (const link of [teen, child]) {
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
    }
    expect(await axeViolations(page)).toEqual([]);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Radix moves focus back right after the dialog unmounts.
    await page.waitForFunction((element) => element === document.activeElement, await trigger.elementHandle(), { timeout: 2000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  it("closes when a choice is made, and the choice opens in a new tab", async () => {
    const context = await site.browser.newContext();
    // The community lives on another site; the test only needs to see the tab open.
    await context.route(/^https:\/\//, (route) => route.fulfill({ status: 200, body: "community" }));
    const { page } = await openHydrated(site, "/the-core", context);
    await page.getByRole("button", { name: "Register Here" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Join The Movement" });
    await dialog.waitFor();
    const popup = page.waitForEvent("popup");
    await dialog.getByRole("link", { name: /^Under 13/ }).click();
    expect((await popup).url()).toMatch(/^https:\/\/www\.facebook\.com\/whatsyourpassion\/?$/);
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });

  describe("without JavaScript", () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await site.browser.newContext({ javaScriptEnabled: false });
    });
    afterAll(async () => {
      await context?.close();
    });

    it("sends every age-dialog button to /wypit's choices, where both choices are links", async () => {
      const page = await context.newPage();
      for (const [path, label] of [
        ["/", "Join The Resistance"],
        ["/the-core", "Register Here"],
      ] as const) {
        await page.goto(`${site.server.baseUrl}${path}`);
        await page.getByRole("button", { name: label }).first().click();
        await page.waitForURL(/\/wypit\??#join-by-age$/);
      }
      await page.goto(`${site.server.baseUrl}/wypit#join-by-age`);
      const section = page.locator("#join-by-age");
      await expect(section.getByRole("link", { name: /^13\+ → Join Discord Community/ }).getAttribute("href")).resolves.toBe(CHAT_INVITE);
      await expect(section.getByRole("link", { name: /^Under 13 → Ask Parents/ }).getAttribute("href")).resolves.toBe(PARENTS_PAGE);
      await page.close();
    });

    it("sends the art pages' join buttons to the age choices on /wypit, and /art shows the countdown's rule", async () => {
      const page = await context.newPage();
      await page.goto(`${site.server.baseUrl}/art`);
      expect(await mainText(page)).toContain("Submissions close every Friday at 5:00 pm ET");
      await page
        .locator("main")
        .getByRole("button", { name: /^Join Now/ })
        .click();
      await page.waitForURL(/\/wypit\??#join-by-age$/);
      await page.goto(`${site.server.baseUrl}/art/community`);
      await page.locator("main").getByRole("button", { name: "Get Started Now" }).click();
      await page.waitForURL(/\/wypit\??#join-by-age$/);
      await page.close();
    });
  });
});
