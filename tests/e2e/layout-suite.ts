// Every page and every dialog at five widths (two phones, a tablet, two desktops), one file per
// language (layout-english.test.ts, layout-spanish.test.ts): no text runs out of its box or off the
// screen, is cut, breaks inside a word, or has something drawn over or under it (each text's own
// boxes are hit-tested), no field cuts its words, and no two sections on one background leave a
// double gap; and loading no page makes the browser report an issue (what Lighthouse's Best
// Practices reads), such as a script refused by the CSP. The checks themselves are in layout-checks.ts.
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
function checkPages(session: () => Page, baseUrl: () => string, browserIssues: () => string[], language: Language) {
  const ofLanguage = routes.filter((route) => languageOf(route) === language);
  const cases = ofLanguage.map((route, index) => ({ route, order: [...widths.slice(index % 5), ...widths.slice(0, index % 5)] }));
  it.each(cases)(
    "$route at every width, and the browser reports no issue on it",
    async ({ route, order }) => {
      const page = session();
      await page.setViewportSize({ width: order[0]!, height: heightAt(order[0]!) });
      const issues = browserIssues();
      issues.length = 0;
      await gotoHydrated(page, `${baseUrl()}${route}`);
      await exposeEveryElementToHitTests(page);
      const problems: Record<number, LayoutProblem[]> = {};
      for (const width of order) problems[width] = await pageProblemsAt(page, width);
      expect(problems).toEqual(Object.fromEntries(widths.map((width) => [width, []])));
      // Read last: what loads once the page is idle (the Web Vitals code) has loaded by now.
      expect(issues).toEqual([]);
    },
    CHECK_TIMEOUT_MS * 2,
  );
}

/**
 * The issues the browser reports on this page from now on (what Lighthouse's Best Practices reads),
 * such as a script refused by the CSP.
 */
async function watchIssues(page: Page) {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", ({ issue }) => issues.push(`${issue.code} ${JSON.stringify(issue.details).slice(0, 300)}`));
  await cdp.send("Audits.enable");
  return issues;
}

/** The page's problems at this width, in one view of the whole page so every text is hit-tested where it is. */
async function pageProblemsAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: heightAt(width) });
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: pageHeight });
  return [...(await page.evaluate(textProblems, { rootSelector: null })), ...(await page.evaluate(sectionGaps))];
}

/**
 * Each dialog of one language at each width, on one load of its page: opened by a click on its
 * button at each width in turn, checked and closed. A dialog with `send` is then opened once more
 * and sent empty, and checked at each width again with its notice, which stays while it is open.
 */
function checkDialogs(session: () => Page, baseUrl: () => string, language: Language) {
  const cases = dialogs.filter((dialog) => languageOf(dialog.path) === language);
  it.each(cases)(
    "the $button dialog on $path at every width",
    async ({ path, button, send }) => {
      const page = session();
      await page.setViewportSize({ width: widths[0]!, height: heightAt(widths[0]!) });
      await gotoHydrated(page, `${baseUrl()}${path}`);
      const trigger = page.locator("main").getByRole("button", { name: button }).first();
      await waitUntilHydrated(trigger);
      const problems: Record<string, LayoutProblem[]> = {};
      for (const width of widths) {
        await page.setViewportSize({ width, height: heightAt(width) });
        await trigger.click();
        problems[`${width}`] = await openDialogProblems(page);
        await closeDialog(page);
      }
      if (send) Object.assign(problems, await sentEmptyProblems(page, trigger, send));
      const checked = widths.flatMap((width) => (send ? [`${width}`, `${width}, sent empty`] : [`${width}`]));
      expect(problems).toEqual(Object.fromEntries(checked.map((key) => [key, []])));
    },
    CHECK_TIMEOUT_MS,
  );
}

/** The open dialog's problems at the page's width (at its end, where a sent form's notice is, with `toEnd`). */
async function openDialogProblems(page: Page, { toEnd = false } = {}) {
  await page.getByRole("dialog").waitFor();
  const restorePointerRules = await exposeEveryElementToHitTests(page);
  if (toEnd) await page.getByRole("dialog").evaluate((element) => (element.scrollTop = element.scrollHeight));
  const problems = await page.evaluate(textProblems, { rootSelector: '[role="dialog"]' });
  await restorePointerRules();
  return problems;
}

async function closeDialog(page: Page) {
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "hidden" });
}

/** Opens the dialog, presses its button with nothing filled in, and checks it with its notice at every width. */
async function sentEmptyProblems(page: Page, trigger: Locator, send: string) {
  await trigger.click();
  // The form's notice must not cover the form it answers.
  await page.getByRole("dialog").getByRole("button", { name: send }).click();
  await page.locator("[data-notice], [data-sonner-toast]").first().waitFor();
  const problems: Record<string, LayoutProblem[]> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: heightAt(width) });
    problems[`${width}, sent empty`] = await openDialogProblems(page, { toEnd: true });
  }
  await closeDialog(page);
  return problems;
}

/** The layout checks of one language's pages and dialogs, with one server and one browser window. */
export function checkLayoutIn(language: Language) {
  describe.runIf(browserAvailable())(`layout of the ${language === "es" ? "Spanish" : "English"} pages`, () => {
    let server: TestServer;
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let issues: string[] = [];

    beforeAll(async () => {
      [server, browser] = await Promise.all([startServer({ env: { RATE_LIMIT_FORMS: "1000" } }), launchBrowser()]);
      context = await browser.newContext({ viewport: { width: widths[0]!, height: heightAt(widths[0]!) } });
      page = await context.newPage();
      issues = await watchIssues(page);
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
      () => issues,
      language,
    );
    checkDialogs(
      () => page,
      () => server.baseUrl,
      language,
    );
  });
}
