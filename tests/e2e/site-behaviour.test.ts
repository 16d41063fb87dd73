// What the shell does for a visitor: the top bar highlights a section on its sub-pages, the
// not-found page logs the missing path in the browser's console, and notices speak in the site's
// font, one at a time, inside the form they answer. That no page makes the browser report an issue
// is checked with each page's layout (layout-suite.ts).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, launchBrowser } from "../support/browser";
import { startServer, type TestServer } from "../support/fixtures";
import { gotoHydrated } from "../support/pages";

describe.runIf(browserAvailable())("site behaviour", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_FORMS: "1000" } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.destroy();
  });

  async function hydrated(path: string, width = 1280) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await gotoHydrated(page, `${server.baseUrl}${path}`);
    return page;
  }

  const current = (page: Page, name: string) =>
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).getAttribute("aria-current");

  it.each([
    ["/art/community", "Art"],
    ["/art/weekly-prize", "Art"],
    ["/wyp-gallery", "Art"],
    ["/how-it-works", "THE CORE"],
  ])("highlights the section of %s (%s) in the top bar", async (path, section) => {
    const page = await hydrated(path);
    await expect(current(page, section)).resolves.toBe("true");
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: section, exact: true });
    const colours = await link.evaluate((element) => getComputedStyle(element).backgroundColor);
    const plain = await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About Us" })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(colours).not.toBe(plain);
    expect(await page.locator('nav[aria-label="Main"] [aria-current]').count()).toBe(1);
    await page.close();
  });

  it("logs the missing path in the browser's console on the not-found page", async () => {
    const page = await browser.newPage();
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    await page.goto(`${server.baseUrl}/no-such-page/here`, { waitUntil: "networkidle" });
    await expect.poll(() => logged.some((text) => text.includes("/no-such-page/here"))).toBe(true);
    await page.close();
  });

  it("shows a form's notice inside its dialog on a phone, not over it", async () => {
    const page = await hydrated("/wyp-licensing", 390);
    await page.getByRole("button", { name: "Partner With Us" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Send Inquiry" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Missing Information" }).waitFor();
    await expect(page.locator("[data-sonner-toast]").count()).resolves.toBe(0);
    await page.close();
  });

  it("shows one toast at a time, in the site's font", async () => {
    const page = await hydrated("/wyp-gallery");
    const buttons = page.getByRole("button", { name: /^Like / });
    await buttons.nth(0).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Liked!" }).waitFor();
    // Liking it again says so, in place of the first notice.
    await buttons.nth(0).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Already Liked" }).waitFor();
    await expect(page.locator("[data-sonner-toast]").count()).resolves.toBe(1);
    const [toastFont, bodyFont] = await Promise.all([
      page.locator("[data-sonner-toast]").evaluate((toast) => getComputedStyle(toast).fontFamily),
      page.evaluate(() => getComputedStyle(document.body).fontFamily),
    ]);
    expect(toastFont).toBe(bodyFont);
    expect(toastFont).toMatch(/^"Archivo Variable"/);
    await page.close();
  });
});
