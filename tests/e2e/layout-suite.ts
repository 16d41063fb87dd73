// Every page and every dialog at five widths (two phones, a tablet, two desktops), one file per
// language (layout-english.test.ts, layout-spanish.test.ts): no text runs out of its box or off the
// screen, is cut, breaks inside a word, or has something drawn over or under it (each text's own
// boxes are hit-tested), no field cuts its words, and no two sections on one background leave a
// double gap. The checks themselves are in layout-checks.ts.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyPagePath } from "~/pages";
import { browserAvailable, launchBrowser } from "../support/browser";
import { startServer, type TestServer } from "../support/fixtures";
import { gotoHydrated, waitUntilHydrated } from "../support/pages";
import { exposeEveryElementToHitTests, type LayoutProblem, sectionGaps, textProblems } from "./layout-checks";

// Each check hit-tests every text of a whole page; on a busy 2-core CI host that takes a while.
const CHECK_TIMEOUT_MS = 120_000;
const widths = [320, 390, 768, 1024, 1280];
const heightAt = (width: number) => (width <= 390 ? 844 : 900);
type Language = "en" | "es";
const languageOf = (path: string): Language => (path === "/es" || path.startsWith("/es/") ? "es" : "en");
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
 * Each page of one language is loaded once and checked at every width by resizing the window:
 * its CSS (media queries included) lays it out again, and the page's own code reads no width.
 * Loading it at every width took about three quarters of each check. The width a page is loaded
 * at turns with the page, so every width also sees a fifth of the pages fresh.
 */
function checkPages(session: () => Page, baseUrl: () => string, language: Language) {
  const ofLanguage = routes.filter((route) => languageOf(route) === language);
  const cases = ofLanguage.map((route, index) => ({ route, order: [...widths.slice(index % 5), ...widths.slice(0, index % 5)] }));
  it.each(cases)(
    "$route at every width",
    async ({ route, order }) => {
      const page = session();
      await page.setViewportSize({ width: order[0]!, height: heightAt(order[0]!) });
      await gotoHydrated(page, `${baseUrl()}${route}`);
      await exposeEveryElementToHitTests(page);
      const problems: Record<number, LayoutProblem[]> = {};
      for (const width of order) problems[width] = await pageProblemsAt(page, width);
      expect(problems).toEqual(Object.fromEntries(widths.map((width) => [width, []])));
    },
    CHECK_TIMEOUT_MS * 2,
  );
}

/** The page's problems at this width, in one view of the whole page so every text is hit-tested where it is. */
async function pageProblemsAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: heightAt(width) });
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: pageHeight });
  return [...(await page.evaluate(textProblems, { rootSelector: null })), ...(await page.evaluate(sectionGaps))];
}

/**
 * Each dialog of one language at each width, opened by a click on its button at that width. On
 * one load of its page, a dialog is closed and opened again at the next width; a form sent empty
 * keeps its notice, so a dialog with `send` gets a fresh page at each width.
 */
function checkDialogs(session: () => Page, baseUrl: () => string, language: Language) {
  const cases = dialogs
    .filter((dialog) => languageOf(dialog.path) === language)
    .flatMap((dialog) => (dialog.send ? widths.map((width) => ({ ...dialog, at: [width] })) : [{ ...dialog, at: widths }]));
  it.each(cases)(
    "the $button dialog on $path at $at px",
    async ({ path, button, send, at }) => {
      const page = session();
      await page.setViewportSize({ width: at[0]!, height: heightAt(at[0]!) });
      await gotoHydrated(page, `${baseUrl()}${path}`);
      const trigger = page.locator("main").getByRole("button", { name: button }).first();
      await waitUntilHydrated(trigger);
      const problems: Record<string, LayoutProblem[]> = {};
      for (const width of at) {
        await page.setViewportSize({ width, height: heightAt(width) });
        Object.assign(problems, await dialogProblemsAt(page, trigger, width, send));
      }
      const checked = at.flatMap((width) => (send ? [`${width}`, `${width}, sent empty`] : [`${width}`]));
      expect(problems).toEqual(Object.fromEntries(checked.map((key) => [key, []])));
    },
    CHECK_TIMEOUT_MS,
  );
}

/** Opens the dialog by its button, checks it (and, with `send`, again after sending it empty), then closes it. */
async function dialogProblemsAt(page: Page, trigger: Locator, width: number, send?: string) {
  await trigger.click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  const restorePointerRules = await exposeEveryElementToHitTests(page);
  const problems: Record<string, LayoutProblem[]> = {
    [`${width}`]: await page.evaluate(textProblems, { rootSelector: '[role="dialog"]' }),
  };
  if (send) {
    // The form's notice must not cover the form it answers.
    await dialog.getByRole("button", { name: send }).click();
    await page.locator("[data-notice], [data-sonner-toast]").first().waitFor();
    await dialog.evaluate((element) => (element.scrollTop = element.scrollHeight));
    problems[`${width}, sent empty`] = await page.evaluate(textProblems, { rootSelector: '[role="dialog"]' });
  }
  await restorePointerRules();
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  return problems;
}

/** The layout checks of one language's pages and dialogs, with one server and one browser window. */
export function checkLayoutIn(language: Language) {
  describe.runIf(browserAvailable())(`layout of the ${language === "es" ? "Spanish" : "English"} pages`, () => {
    let server: TestServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_FORMS: "1000" } }), launchBrowser()]);
      context = await browser.newContext({ viewport: { width: widths[0]!, height: heightAt(widths[0]!) } });
      page = await context.newPage();
      // The brand font is `font-display: optional`: loaded once, every later page sets in it.
      await gotoHydrated(page, server.baseUrl);
    });
    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await server?.destroy();
    });

    checkPages(
      () => page,
      () => server.baseUrl,
      language,
    );
    checkDialogs(
      () => page,
      () => server.baseUrl,
      language,
    );
  });
}
