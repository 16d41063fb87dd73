// Every page as the spec has it, with JavaScript: its texts and links, no error while it hydrates,
// no WCAG 2.2 AA violation (axe) on it; the sub-pages' titles and canonical URLs, and a page's after
// a client-side navigation; structured data.
import { describe, expect, it } from "vitest";
import type { RoutePath } from "~/pages";
import { localeOf, pagePathOf } from "~/platform/locale";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { routeMeta } from "../support/page-meta";
import { collectErrors, hrefOf, mainText, normalise, openHydrated, waitForHydration } from "../support/pages";
import { movementPages, programmePages } from "./spec-pages";

describe.runIf(browserAvailable())("page content in the browser", () => {
  // The art and sport statuses read as on Nov 8 2026: the contest open, the classes and the tournament on.
  const site = useServerAndBrowser({ env: { PAGES_AS_OF: "2026-11-08T12:00:00-05:00" } });

  it.each(Object.keys(movementPages))("%s hydrates without errors and axe finds no WCAG 2.2 AA violation", async (path) => {
    const { page, errors } = await openHydrated(site, path);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(Object.entries(programmePages))("%s shows the spec's texts and links, and axe finds no violations", async (path, expected) => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    const response = await page.goto(`${site.server.baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);

    const h1 = page.locator("main h1");
    expect(await h1.count()).toBe(1);
    expect(normalise((await h1.textContent()) ?? "")).toBe(expected.heading);
    const text = await mainText(page);
    for (const snippet of expected.texts) expect(text, `"${snippet}" on ${path}`).toContain(snippet);
    for (const [name, href] of expected.links) expect(await hrefOf(page, name), `link "${name}" on ${path}`).toBe(href);
    for (const name of expected.buttons ?? []) {
      const main = page.locator("main");
      const control = main.getByRole("button", { name: new RegExp(`^${name}`) }).or(main.getByRole("link", { name, exact: true }));
      expect(await control.count(), `control "${name}" on ${path}`).toBeGreaterThan(0);
    }

    // Every external address opens in a new tab without handing the page to the other site.
    const external = await page
      .locator('main a[href^="http"]')
      .evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute("href"), target: a.getAttribute("target"), rel: a.getAttribute("rel") ?? "" })),
      );
    for (const link of external) {
      expect(link.target, link.href ?? "").toBe("_blank");
      expect(link.rel.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    }

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("sub-page titles and canonical URLs are the sub-page's own", async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.server.baseUrl}/biz/shark-tank`);
    expect(await page.title()).toBe("Mini Shark Tank | WYP ENTREPRENEUR");
    // The running server's SITE_URL (tests/http/site-url.test.ts checks a build deployed elsewhere).
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${site.server.baseUrl}/biz/shark-tank`);
    // An unknown path under a track is the not-found page, not an empty template.
    expect((await page.goto(`${site.server.baseUrl}/music/unknown`))?.status()).toBe(404);
    await page.close();
  });

  // Issue 33: a page's title is in its route's script, which the browser loads on the way there.
  it.each([
    ["/biz", "/biz/shark-tank"],
    ["/es", "/es/the-core"],
  ])("from %s, a link to %s gives it its own title and canonical URL without a reload", async (from, to) => {
    const { page, errors } = await openHydrated(site, from);
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page.locator(`a[href="${to}"]`).first().click();
    await page.waitForURL(`${site.server.baseUrl}${to}`);
    await expect.poll(() => page.title()).toBe(routeMeta[localeOf(to)][pagePathOf(to) as RoutePath].title);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${site.server.baseUrl}${to}`);
    expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("describes the art and sport calendars as Event structured data", async () => {
    const page = await site.browser.newPage();
    for (const [path, names] of [
      // The calendars' events (those featured under Current Events among them), soonest first, undated last.
      [
        "/art",
        ["Master Class Series", "Passion in Color Contest", "Passion in Color Winners Announced", "The Weekly Drop: Weekly Prize Draws"],
      ],
      [
        "/sport",
        [
          "QueenMe Classic Tournament",
          "3v3 Street Ball Jam",
          "Girls' Hoops Skills Combine",
          "Captains' Leadership Workshop",
          "Family Day on the Court",
          "Weekly Training Sessions",
          "Skills Development Clinic",
        ],
      ],
    ] as const) {
      await page.goto(`${site.server.baseUrl}${path}`);
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      const events = data.map((json) => JSON.parse(json)).filter((item) => item["@type"] === "Event");
      expect(events.map((event) => event.name)).toEqual(names);
    }
    await page.close();
  });
});
