// Reading a page as a visitor would: its text, where a link goes, what went wrong in its console.
import { createHash } from "node:crypto";
import type { BrowserContext, Locator, Page } from "playwright-core";
import type { BrowserFixture } from "./fixtures";

/** Runs of whitespace (line breaks, indentation) as one space, as a reader sees them. */
export const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text of served HTML without tags or scripts, as a reader sees it (for HTTP tests). */
export function htmlText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/**
 * What a page's Content-Security-Policy lets run inline (its nonce, its sorted sha256 sources),
 * beside the inline scripts the page runs: attributes and sha256 source of each (a JSON-LD block is
 * data, not a script).
 */
export function inlineScriptsAndPolicy(policy: string | null, html: string) {
  const scriptSrc = /script-src ([^;]*)/.exec(policy ?? "")?.[1] ?? "";
  return {
    nonce: /'nonce-([^']+)'/.exec(scriptSrc)?.[1],
    hashes: Array.from(scriptSrc.matchAll(/'(sha256-[^']+)'/g), (match) => match[1]!).sort(),
    scripts: Array.from(html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g), ([, attributes, body]) => ({
      attributes: attributes!,
      hash: `sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}`,
    })).filter((script) => !script.attributes.includes("application/ld+json")),
  };
}

export async function mainText(page: Page) {
  return normalise((await page.locator("main").textContent()) ?? "");
}

/** Where the first link in main with this name goes. */
export async function hrefOf(page: Page, name: string | RegExp) {
  return page.locator("main").getByRole("link", { name }).first().getAttribute("href");
}

/** Console errors and uncaught exceptions of the page, from now on. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until React has hydrated the whole document (its body carries React's props). Hydration
 * follows the load event, so `goto(url)` then this is a page ready to read and use: much sooner than
 * Playwright's "networkidle", which waits for half a second with no request on every page.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactProps")));
}

/** Opens `url` in this page and waits until it is hydrated and its fonts are ready. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  return response;
}

/**
 * Opens a page with JavaScript (1280 px wide unless in a given context; a given page, e.g. one with
 * its clock installed, is used as it is) and waits until React has hydrated it.
 */
export async function openHydrated(site: BrowserFixture, path: string, context?: BrowserContext, given?: Page) {
  const page = given ?? (context ? await context.newPage() : await site.browser.newPage({ viewport: { width: 1280, height: 900 } }));
  const errors = collectErrors(page);
  await gotoHydrated(page, `${site.server.baseUrl}${path}`);
  return { page, errors };
}

/**
 * Waits until React has hydrated this element (it carries React's props). A press before that is
 * the no-JavaScript fallback's: a dialog button's GET form goes to its /join page instead.
 */
export async function waitUntilHydrated(element: Locator) {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () => (Object.keys(node).some((key) => key.startsWith("__reactProps")) ? resolve() : setTimeout(check, 20));
        check();
      }),
  );
}
