import { describe, expect, it } from "vitest";
import { clientModulesOf } from "../../performance/client-scripts.server";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { gotoHydrated, waitUntilHydrated } from "../support/pages";

describe.runIf(browserAvailable())("site shell in the browser", () => {
  const site = useServerAndBrowser();

  it("highlights the current section in the top bar and marks it aria-current", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.baseUrl}/art`);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Art", exact: true }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(nav.getByRole("link", { name: "About Us" }).getAttribute("aria-current")).resolves.toBeNull();
    await nav.getByRole("link", { name: "About Us" }).click();
    await page.waitForURL(`${site.server.baseUrl}/about`);
    const current = nav.locator('a[aria-current="page"]');
    await current.filter({ hasText: "About Us" }).waitFor();
    expect(await current.count()).toBe(1);
    await expect(page.getByRole("link", { name: "Start Free →" }).first().getAttribute("href")).resolves.toBe("/wypit");
    await page.close();
  });

  it("opens the mobile menu with its toggle and closes it when an item is chosen", async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 740 } });
    // The toggle works once the page is hydrated, after its first paint (ADR 0010).
    await gotoHydrated(page, site.server.baseUrl);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await waitUntilHydrated(toggle);
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false);
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.waitFor({ state: "visible" });
    await expect(page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(menu.getByRole("link", { name: "Start Free →" }).getAttribute("href")).resolves.toBe("/wypit");
    await menu.getByRole("link", { name: "Sports" }).click();
    await page.waitForURL(`${site.server.baseUrl}/sport`);
    await menu.waitFor({ state: "hidden" });
    await expect(page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).resolves.toBe("false");
    await page.close();
  });

  it("opens the phone menu before the page is hydrated and without JavaScript, and its links work", async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.baseUrl}/about`);
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Sports" }).click();
    await page.waitForURL(`${site.server.baseUrl}/sport`);
    await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("draws icons inline on a loaded page, and from the sprite on a page reached by client-side navigation", async () => {
    const html = await (await fetch(`${site.server.baseUrl}/about`)).text();
    const icons = [...html.matchAll(/<svg aria-hidden="true"[^>]*class="icon[^"]*">([\s\S]*?)<\/svg>/g)].map((m) => m[1]);
    expect(icons.length).toBeGreaterThan(3);
    for (const inner of icons) expect(inner).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    expect(html).not.toContain("<use");

    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // A hydration mismatch is reported as an error, and React then renders the page again in the browser.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || /hydrat/i.test(message.text())) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await gotoHydrated(page, `${site.server.baseUrl}/about`);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "The Core" }).click();
    await page.waitForURL(`${site.server.baseUrl}/the-core`);
    const use = page.locator("main svg.icon use").first();
    await use.waitFor({ state: "attached" });
    const href = (await use.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/assets\/icons-[0-9a-f]+\.svg#[a-z0-9-]+$/);
    const [spriteUrl, id] = href.split("#");
    expect(await (await fetch(`${site.server.baseUrl}${spriteUrl}`)).text()).toContain(`<symbol id="${id}"`);
    // The sprite is there and the icon has its drawing.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((entry) => /\/assets\/icons-[0-9a-f]+\.svg(#|$)/.test(entry.name)),
    );
    await page.waitForFunction(() => (document.querySelector("main svg.icon") as SVGSVGElement).getBBox().width > 0);
    // The header was hydrated from the server's HTML and its menu toggle has re-rendered since
    // (it reads useHydrated): its icons keep the inline drawing (app/ui/icon.tsx).
    const headerIcons = await page.locator("header svg.icon").evaluateAll((icons) => icons.map((icon) => icon.innerHTML));
    expect(headerIcons.length).toBeGreaterThan(0);
    for (const inner of headerIcons) expect(inner).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("answers an unknown path with the not-found page and status 404, and logs the path", async () => {
    const page = await site.browser.newPage();
    const response = await page.goto(`${site.server.baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" }).isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${site.server.baseUrl}/`);
    expect(site.server.output()).toContain('"path":"/no-such-page"');
    await page.close();
  });

  it("runs its scripts under the content security policy without violations", async () => {
    const page = await site.browser.newPage();
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") violations.push(message.text());
    });
    for (const path of ["/", "/wyp-gallery"]) {
      const response = await page.goto(`${site.server.baseUrl}${path}`);
      const scriptSrc = /script-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1] ?? "";
      expect(scriptSrc).toMatch(/^'self' '(nonce|sha256)-/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      await page.waitForLoadState("networkidle");
    }
    expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await page.close();
  });

  it("paints a page before it fetches any script, then still hydrates it", async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 740 } });
    // A prerendered page and one rendered per request.
    for (const path of ["/about", "/wyp-gallery"]) {
      const html = await (await fetch(`${site.server.baseUrl}${path}`)).text();
      expect(html).toContain("<h1");
      expect(html).not.toContain('<link rel="modulepreload"');
      await gotoHydrated(page, `${site.server.baseUrl}${path}`);
      // Hydrated: the menu toggle is React's now, so it opens the mobile menu.
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).waitFor({ state: "visible" });
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }));
      expect(timing.scripts.length).toBeGreaterThan(3);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
    }
    await page.close();
  });

  it("asks Chromium to compile the scripts a page starts with in the background, and not those it loads on demand", async () => {
    const page = await site.browser.newPage({ viewport: { width: 375, height: 740 } });
    const response = await page.goto(`${site.server.baseUrl}/`, { waitUntil: "networkidle" });
    // The scripts the page starts with, as its HTML lists them; after hydration it may load more
    // on demand (the Web Vitals code), which Chromium must not be asked to compile at once.
    const atStart = clientModulesOf(await response!.text()).map((path) => `${site.server.baseUrl}${path}`);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => url.endsWith(".js")),
    );
    expect(atStart.length).toBeGreaterThan(3);
    expect(loaded).toEqual(expect.arrayContaining(atStart));
    const firstLine = (script: string) => script.split("\n", 1)[0];
    for (const url of atStart) expect(firstLine(await (await fetch(url)).text()), url).toBe("//# allFunctionsCalledOnLoad");
    for (const url of loaded.filter((url) => !atStart.includes(url)))
      expect(firstLine(await (await fetch(url)).text()), url).not.toContain("allFunctionsCalledOnLoad");
    // The age dialog's panel loads when its trigger is pointed at or focused.
    // (Scripts it loads with the panel, like the dialog primitives, are ones /join starts with; the panel only ever loads on demand.)
    const [panel] = await Promise.all([
      page.waitForResponse((response) => /\/age-dialog-panel-[\w-]+\.js$/.test(response.url())),
      page.getByRole("button", { name: "Join The Resistance" }).first().hover(),
    ]);
    expect(atStart).not.toContain(panel.url());
    expect(firstLine(await panel.text())).not.toContain("allFunctionsCalledOnLoad");
    await page.close();
  });
});
