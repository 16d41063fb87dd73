// No click is lost while a page becomes interactive, and a post made without JavaScript ends with
// the same notice as with it: the server carries the notice across its redirect, shows it once.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, launchBrowser } from "../support/browser";
import { startServer, type TestServer } from "../support/fixtures";
import { fillSignUp } from "../support/leads";

function notice(page: Page, title: string) {
  return page.locator("[data-notice]").filter({ hasText: title });
}

describe.runIf(browserAvailable())("no click lost", () => {
  let server: TestServer;
  let browser: Browser;
  let noScript: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_FORMS: "1000", RATE_LIMIT_LIKES: "1000" } }), launchBrowser()]);
    noScript = await browser.newContext({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await noScript?.close();
    await browser?.close();
    await server?.destroy();
  });

  it("ends a like without JavaScript with 'Liked!' on the gallery, once, then 'Already Liked'", async () => {
    const page = await noScript.newPage();
    await page.goto(`${server.baseUrl}/wyp-gallery?age=13-15`);
    const like = page.getByRole("button", { name: /^Like / }).first();
    await like.click();
    await page.waitForURL(/\/wyp-gallery\?age=13-15$/);
    await notice(page, "Liked!").filter({ hasText: "Your like has been recorded" }).waitFor();
    await expect(page.getByRole("status").filter({ hasText: "Liked!" }).count()).resolves.toBe(1);

    // Shown once: the notice's cookie is cleared by the page that showed it.
    await page.reload();
    await expect(notice(page, "Liked!").count()).resolves.toBe(0);
    expect((await noScript.cookies()).map((cookie) => cookie.name)).not.toContain("__Host-wyp_notice");

    await page
      .getByRole("button", { name: /^Like / })
      .first()
      .click();
    await notice(page, "Already Liked").filter({ hasText: "You've already liked this piece." }).waitFor();
    await page.close();
  });

  it("ends a like made before the scripts have run the same way", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${server.baseUrl}/wyp-gallery`, { waitUntil: "domcontentloaded" });
    await page
      .getByRole("button", { name: /^Like / })
      .nth(1)
      .click();
    await page.waitForURL(/\/wyp-gallery$/);
    await notice(page, "Liked!").filter({ hasText: "Your like has been recorded" }).waitFor();
    await context.close();
  });

  it("ends a failed like without JavaScript with the failure notice", async () => {
    const page = await noScript.newPage();
    await page.goto(`${server.baseUrl}/wyp-gallery`);
    // The artwork was removed while the page was open.
    await page
      .locator('form[action^="/api/gallery/"]')
      .first()
      .evaluate((form) => form.setAttribute("action", "/api/gallery/no-such-artwork/like"));
    await page
      .getByRole("button", { name: /^Like / })
      .first()
      .click();
    await page.waitForURL(/\/wyp-gallery$/);
    await notice(page, "Error").filter({ hasText: "Failed to like item" }).waitFor();
    await page.close();
  });

  it("ends a sign-up without JavaScript with the dialog's notice and success view, once", async () => {
    const page = await noScript.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.locator("main").getByRole("button", { name: "Be A Mentor" }).click();
    await page.waitForURL(/\/join\/mentor\?from=home$/);
    const form = page.locator("main");
    await fillSignUp(form, "mentor", "home", "en", { track: "music" });
    await form.getByRole("button", { name: "Submit Application" }).click();
    await page.waitForURL(/\/join\/mentor\?from=home$/);
    await notice(page, "Application Received")
      .filter({ hasText: "Welcome to the movement! Our mentor team will email you within a week" })
      .waitFor();
    await page.getByRole("heading", { name: "Welcome to the Movement" }).waitFor();

    // A reload neither posts again nor shows the notice again.
    await page.reload();
    await expect(notice(page, "Application Received").count()).resolves.toBe(0);
    await expect(form.getByRole("button", { name: "Submit Application" }).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it("ends the footer's email box without JavaScript with its notice", async () => {
    const page = await noScript.newPage();
    await page.goto(`${server.baseUrl}/about`);
    await page.locator("footer").getByLabel("Stay Connected").fill("reader@example.org");
    await page.locator("footer").getByRole("button", { name: "Join" }).click();
    await page.waitForURL(/\/join\/newsletter\?from=footer$/);
    await notice(page, "You're In!").filter({ hasText: "Thanks for subscribing." }).waitFor();
    await page.close();
  });

  it("ignores a notice cookie that names no notice of the site", async () => {
    const response = await fetch(`${server.baseUrl}/wyp-gallery`, { headers: { cookie: "__Host-wyp_notice=<script>alert(1)</script>" } });
    const html = await response.text();
    expect(html).not.toContain("data-notice");
    expect(html).not.toContain("alert(1)");
    // ...and clears it all the same.
    expect(response.headers.get("set-cookie")).toMatch(/^__Host-wyp_notice=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Secure/);
  });
});
