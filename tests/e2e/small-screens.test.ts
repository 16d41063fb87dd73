// Small screens and the odd card: nothing wider than a 320 px phone, and the odd last card of
// /tracks centred at every width.
import { describe, expect, it } from "vitest";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { movementPages } from "./spec-pages";

describe.runIf(browserAvailable())("layout", () => {
  const site = useServerAndBrowser();

  it("fits every page on a 320 px phone: nothing wider than the screen", async () => {
    const page = await site.browser.newPage({ viewport: { width: 320, height: 700 } });
    const tooWide: string[] = [];
    for (const path of Object.keys(movementPages)) {
      await page.goto(`${site.server.baseUrl}${path}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) tooWide.push(`${path} (${width} px)`);
    }
    await page.close();
    expect(tooWide).toEqual([]);
  });

  it("centres the final odd card on /tracks", async () => {
    for (const width of [375, 768, 1280]) {
      const page = await site.browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${site.server.baseUrl}/tracks`);
      const cards = page.locator("main li").filter({ has: page.getByRole("heading", { level: 3 }) });
      expect(await cards.count()).toBe(5);
      const last = await cards.last().boundingBox();
      const list = await cards.last().locator("xpath=..").boundingBox();
      const centre = (box: { x: number; width: number }) => box.x + box.width / 2;
      expect(Math.abs(centre(last!) - centre(list!))).toBeLessThan(2);
      // and no page is wider than the screen
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.close();
    }
  });
});
