// Web Vitals from a real browser (issue 45): a visitor opens a page, taps it and leaves; the page,
// hidden as Chromium hides it when it is left or closed, sends its LCP, INP and CLS once, and the
// server counts each in its bucket for the page and device class, not as another page view. The
// measuring code is not among the page's first scripts. The console then shows the page's 75th
// percentiles with their bands.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { collectErrors } from "../support/pages";
import { addStaff, staffBrowserPage } from "../support/staff";
import { clientModulesOf } from "../../performance/client-scripts.server";

describe.runIf(browserAvailable())("Web Vitals in the browser", () => {
  const site = useServerAndBrowser({ env: { SEED_DEMO: "false" } });

  /** Every bucket counted for a page, as "device metric": [bucket, views]. */
  async function bucketsOf(page: string) {
    const rows = await site.db
      .selectFrom("insight_vitals")
      .select(["device", "metric", "bucket", "views"])
      .where("page", "=", page)
      .execute();
    return Object.fromEntries(rows.map((row) => [`${row.device} ${row.metric}`, [Number(row.bucket), Number(row.views)]]));
  }

  /** Until the page has all three metrics counted (the beacon's batch is written), at most 10 s. */
  async function countedFor(page: string) {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && Object.keys(await bucketsOf(page)).length < 3) await new Promise((resolve) => setTimeout(resolve, 100));
    return bucketsOf(page);
  }

  /** Opens a page and waits until its measuring code has arrived (after hydration), then taps its heading. */
  async function openAndTap(page: Page, path: string) {
    const measuring = page.waitForResponse((response) => /\/assets\/vitals-client-[\w-]+\.js$/.test(response.url()), { timeout: 10_000 });
    const answer = await page.goto(`${site.server.baseUrl}${path}`);
    expect(clientModulesOf(await answer!.text()).filter((module) => module.includes("vitals"))).toEqual([]);
    await measuring;
    await page.getByRole("heading", { level: 1 }).first().click();
  }

  it("counts a page's LCP, INP and CLS once it is left or closed, per page and device, and the console shows them", async () => {
    const phone = await site.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    const errors = collectErrors(page);
    await openAndTap(page, "/art");
    // Nothing is sent while the page is shown.
    expect(await bucketsOf("/art")).toEqual({});
    // Leaving the page hides it.
    await page.goto("about:blank");
    const art = await countedFor("/art");
    expect(Object.keys(art).sort()).toEqual(["phone cls", "phone inp", "phone lcp"]);
    for (const [, views] of Object.values(art)) expect(views).toBe(1);
    // A local page with no shift: its CLS is 0, its tap well under a second.
    expect(art["phone cls"]).toEqual([0, 1]);
    expect(art["phone inp"]![0]).toBeLessThan(1000);
    expect(errors).toEqual([]);
    await phone.close();

    const desktop = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const spanish = await desktop.newPage();
    await openAndTap(spanish, "/es/sport");
    // Closing the tab hides it too.
    await spanish.close({ runBeforeUnload: true });
    expect(Object.keys(await countedFor("/es/sport")).sort()).toEqual(["desktop cls", "desktop inp", "desktop lcp"]);
    await desktop.close();

    // Sent once each, and never counted as page views: two views, one per page.
    const views = await site.db.selectFrom("insight_counts").select("views").where("dimension", "=", "day").executeTakeFirst();
    expect(Number(views?.views)).toBe(2);

    await addStaff(site.db, { email: "owner@example.org", role: "owner" });
    const console = await staffBrowserPage(site.browser, site.server, "owner@example.org");
    await console.goto(`${site.server.baseUrl}/staff/insights`);
    await console.getByRole("heading", { level: 2, name: "How fast the site is for real visitors" }).waitFor();
    const table = console.getByRole("table", { name: /Loading, responding and stability/ });
    await table.getByRole("row", { name: /^The whole site Phone 1 .*Good.*0\.\d\d Good$/ }).waitFor();
    await table.getByRole("row", { name: /^WYP ART .*Phone 1 / }).waitFor();
    await table
      .getByRole("row", { name: /Desktop 1 / })
      .first()
      .waitFor();
    await console.context().close();
  });
});
