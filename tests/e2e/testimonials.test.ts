// THE CORE's testimonials (on Playwright's clock, moved on by the test, not waited for): they rotate every 4 s, stop when asked or hovered, are announced only
// when the visitor moves to one, never move for reduced motion, and the first is in the HTML.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { openHydrated } from "../support/pages";

describe.runIf(browserAvailable())("THE CORE testimonials", () => {
  const site = useServerAndBrowser();

  it("rotate every 4 s, stop with the pause control and while hovered", async () => {
    const page = await pageOnFakeClock();
    await page.mouse.move(1, 1);
    const first = await currentQuote(page);
    await page.clock.runFor(4000);
    expect(await currentQuote(page)).not.toBe(first);

    await page.getByRole("button", { name: "Pause testimonials" }).click();
    await page.getByRole("button", { name: "Play testimonials" }).waitFor();
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const paused = await currentQuote(page);
    await page.clock.runFor(9000);
    expect(await currentQuote(page)).toBe(paused);

    await page.getByRole("button", { name: "Play testimonials" }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.getByRole("region", { name: "Testimonials" }).hover();
    const hovered = await currentQuote(page);
    await page.clock.runFor(9000);
    expect(await currentQuote(page)).toBe(hovered);
    await page.close();
  });

  it("announce a testimonial only when the visitor moves to it", async () => {
    const { page } = await openHydrated(site, "/the-core");
    const live = page.locator('[aria-live="polite"]').filter({ hasText: /./ });
    expect(await live.count()).toBe(0);
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(live.first().innerText()).resolves.toContain("2 of 4");
    await page.close();
  });

  it("do not rotate for visitors who ask for reduced motion", async () => {
    const page = await pageOnFakeClock({ reducedMotion: true });
    await page.getByRole("button", { name: "Play testimonials" }).waitFor();
    await page.mouse.move(1, 1);
    const first = await currentQuote(page);
    await page.clock.runFor(9000);
    expect(await currentQuote(page)).toBe(first);
    await page.close();
  });

  it("show the first testimonial in the prerendered page, without JavaScript", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.baseUrl}/the-core`);
    await expect(currentQuote(page)).resolves.toContain("I used to scroll till 2am");
    await context.close();
  });

  /** /the-core, hydrated, on a clock the test moves on (it also runs in real time). */
  async function pageOnFakeClock({ reducedMotion = false } = {}) {
    const context = await site.browser.newContext({
      viewport: { width: 1280, height: 900 },
      reducedMotion: reducedMotion ? "reduce" : "no-preference",
    });
    const page = await context.newPage();
    await page.clock.install();
    const { page: opened } = await openHydrated(site, "/the-core", context, page);
    return opened;
  }
});

function currentQuote(page: Page) {
  return page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) blockquote').innerText();
}
