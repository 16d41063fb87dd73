// Every page in both languages and every dialog at one width (each width has its own file,
// layout-<width>.test.ts: two phones, a tablet, two desktops): no text runs out of its box or off
// the screen, is cut, breaks inside a word, or has something drawn over or under it (each text's
// own boxes are hit-tested), no field cuts its words, and no two sections on one background leave
// a double gap. The checks themselves are in layout-checks.ts.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyPagePath } from "~/pages";
import { browserAvailable, launchBrowser } from "../support/browser";
import { startServer, type TestServer } from "../support/fixtures";
import { gotoHydrated, waitUntilHydrated } from "../support/pages";
import { exposeEveryElementToHitTests, sectionGaps, textProblems } from "./layout-checks";

// Each check hit-tests every text of a whole page; on a busy 2-core CI host that takes a while.
const CHECK_TIMEOUT_MS = 120_000;
// Both languages: Spanish runs about a fifth longer than English, so it is where words overflow first.
const routes = [...everyPagePath, "/join/partner?from=licensing", "/es/join/partner?from=licensing", "/no-such-page", "/es/no-existe"];

/** Each dialog, by the page and button that open it; `send` also presses the form's button with nothing filled in. */
const dialogs = [
  { path: "/", button: "Be A Mentor" },
  { path: "/", button: "Join The Resistance" },
  { path: "/art", button: /^Apply to Mentor/, send: "Submit Application" },
  { path: "/sport", button: /^Partner With Us/ },
  { path: "/sport", button: "Claim Access" },
  { path: "/wyp-licensing", button: "Partner With Us", send: "Send Inquiry" },
  // The same dialogs in Spanish, whose words run longer.
  { path: "/es", button: "Sea mentor" },
  { path: "/es", button: "Únete a la resistencia" },
  { path: "/es/art", button: /^Solicite ser mentor/, send: "Enviar solicitud" },
  { path: "/es/sport", button: /^Colabore con nosotros/ },
  { path: "/es/sport", button: "Consigue tu acceso" },
  { path: "/es/wyp-licensing", button: "Colaboremos", send: "Enviar consulta" },
];

/**
 * The checks at one width, in a test file of that width's own (layout-<width>.test.ts), so the
 * five widths run side by side on the test workers instead of one after another in one file.
 */
export function checkLayoutAt(width: number) {
  describe.runIf(browserAvailable())(`layout at ${width} px wide`, () => {
    const height = width <= 390 ? 844 : 900;
    let server: TestServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_FORMS: "1000" } }), launchBrowser()]);
      context = await browser.newContext({ viewport: { width, height } });
      page = await context.newPage();
      // The brand font is `font-display: optional`: loaded once, every later page sets in it.
      await gotoHydrated(page, server.baseUrl);
    });
    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await server?.destroy();
    });

    it.each(routes)(
      "%s",
      async (route) => {
        await page.setViewportSize({ width, height });
        await gotoHydrated(page, `${server.baseUrl}${route}`);
        // The whole page in one view, so every text can be hit-tested where it is.
        const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.setViewportSize({ width, height: pageHeight });
        await exposeEveryElementToHitTests(page);
        const problems = [...(await page.evaluate(textProblems, { rootSelector: null })), ...(await page.evaluate(sectionGaps))];
        expect(problems).toEqual([]);
      },
      CHECK_TIMEOUT_MS,
    );

    it.each(dialogs)(
      "the $button dialog on $path",
      async ({ path, button, send }) => {
        await page.setViewportSize({ width, height });
        await gotoHydrated(page, `${server.baseUrl}${path}`);
        const trigger = page.locator("main").getByRole("button", { name: button }).first();
        await waitUntilHydrated(trigger);
        await trigger.click();
        const dialog = page.getByRole("dialog");
        await dialog.waitFor();
        await exposeEveryElementToHitTests(page);
        expect(await page.evaluate(textProblems, { rootSelector: '[role="dialog"]' })).toEqual([]);
        if (send) {
          // The form's notice must not cover the form it answers.
          await dialog.getByRole("button", { name: send }).click();
          await page.locator("[data-notice], [data-sonner-toast]").first().waitFor();
          await dialog.evaluate((element) => (element.scrollTop = element.scrollHeight));
          expect(await page.evaluate(textProblems, { rootSelector: '[role="dialog"]' })).toEqual([]);
        }
      },
      CHECK_TIMEOUT_MS,
    );
  });
}
