// Every control that opens a dialog is a button from the first byte of HTML to the end of the
// visit: the element the server sends is the one React hydrates (a press during hydration lands
// on it), it opens its page without JavaScript, and path cards say that they open a dialog.
import type { Browser, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserAvailable, launchBrowser } from "../support/browser";
import { startServer, type TestServer } from "../support/fixtures";
import { waitUntilHydrated } from "../support/pages";

/** Each page's dialog buttons, and where each one leads without JavaScript. */
const triggers: Array<{ path: string; name: string | RegExp; fallback: RegExp }> = [
  { path: "/", name: "Be A Mentor", fallback: /\/join\/mentor\?from=home$/ },
  { path: "/", name: "Join The Resistance", fallback: /\/wypit\??#join-by-age$/ },
  { path: "/the-core", name: "Register Here", fallback: /\/wypit\??#join-by-age$/ },
  { path: "/wyp-licensing", name: "Partner With Us", fallback: /\/join\/partner\?from=licensing$/ },
  // Creators are teens: the age dialog, not the brands' form (issue 47).
  { path: "/wyp-licensing", name: "Apply to Build With Brands", fallback: /\/wypit\??#join-by-age$/ },
  { path: "/art", name: "Apply to Mentor (opens a dialog)", fallback: /\/join\/mentor\?from=art$/ },
  { path: "/art", name: "Join Now (opens a dialog)", fallback: /\/wypit\??#join-by-age$/ },
  { path: "/sport", name: "Partner With Us (opens a dialog)", fallback: /\/join\/partner\?from=sport$/ },
  { path: "/sport", name: "Apply to Mentor (opens a dialog)", fallback: /\/join\/mentor\?from=sport$/ },
  { path: "/sport", name: "Claim Access", fallback: /\/join\/crown-access\?from=sport$/ },
  { path: "/art/community", name: "Get Started Now", fallback: /\/wypit\??#join-by-age$/ },
];

const pagesWithDialogs = [...new Set(triggers.map((trigger) => trigger.path))];

describe.runIf(browserAvailable())("dialog buttons", () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: "false" } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.destroy();
  });

  it.each(pagesWithDialogs)("%s sends only buttons that open dialogs, never links", async (path) => {
    const html = await (await fetch(`${server.baseUrl}${path}`)).text();
    const openers = [...html.matchAll(/<(\w+)\b[^>]*aria-haspopup="dialog"[^>]*>/g)];
    expect(openers.length).toBeGreaterThan(0);
    for (const [tag, name] of openers) {
      expect(name, tag).toBe("button");
      expect(tag).toContain('type="submit"');
    }
  });

  it.each(triggers)("$name on $path opens its page without JavaScript", async ({ path, name, fallback }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${path}`);
    await page.locator("main").getByRole("button", { name, exact: true }).first().click();
    await page.waitForURL(fallback);
    await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("keeps the very element the server sent through hydration, and it then opens the dialog", async () => {
    const page = await browser.newPage();
    // Hold the scripts back until the button sent by the server has been marked.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route(/\.js$/, hold);
    await page.goto(`${server.baseUrl}/`, { waitUntil: "domcontentloaded" });
    // The age dialog's button was a link replaced by a button at hydration; now it stays.
    const button = page.locator("main").getByRole("button", { name: "Join The Resistance" });
    await button.evaluate((element) => element.setAttribute("data-sent-by-server", ""));
    release();
    await waitUntilHydrated(page.locator("[data-sent-by-server]"));
    await page.waitForLoadState("networkidle");
    expect(await page.locator("[data-sent-by-server]").count()).toBe(1);
    await page.locator("[data-sent-by-server]").click();
    await page.getByRole("dialog", { name: "Join The Movement" }).waitFor();
    expect(page.url()).toBe(`${server.baseUrl}/`);
    await page.close();
  });

  it("does not lose a press made before the scripts have run: it opens the form's page", async () => {
    const page = await browser.newPage();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${server.baseUrl}/sport`, { waitUntil: "domcontentloaded" });
    await page.locator("main").getByRole("button", { name: "Claim Access" }).click();
    await page.waitForURL(/\/join\/crown-access\?from=sport$/);
    await page.getByRole("heading", { name: "Claim Your Crown Access" }).waitFor();
    await page.close();
  });

  it("names the path-card buttons that open a dialog as such, and only those", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/art`);
    const cards = page.locator("main").getByRole("button", { name: /\(opens a dialog\)$/ });
    expect(await cards.allTextContents()).toEqual(["Join Now (opens a dialog)", "Apply to Mentor (opens a dialog)"]);
    // The visible label is the spec's; the note is for screen readers only.
    const note = await page.getByText("(opens a dialog)").first().boundingBox();
    expect(note!.width * note!.height).toBeLessThanOrEqual(1);
    expect(await page.locator("main").getByRole("link", { name: "View Gallery" }).count()).toBe(1);
    await page.close();
  });
});
