// Page views counted from a real browser (issue 32): a visit from another site with a flyer's
// utm_source, two client-side navigations and a switch to Spanish are four views of four pages by
// one visitor, the flyer named as the first view's source; no cookie or storage entry of the count
// is set, and the page's policy lets the inline beacon run (a refusal would be a console error).
// A mentor sign-up on the Spanish page then shows in the console's Insights, converted from the
// page and from the flyer, which is not kept with the sign-up.
import { describe, expect, it } from "vitest";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { fillSignUp } from "../support/leads";
import type { InsightDimension } from "../../db/schema";
import { collectErrors } from "../support/pages";
import { storedKeys } from "../support/storage";
import { addStaff, staffBrowserPage } from "../support/staff";
import { mentorDialog } from "~/features/leads/copy/mentor-application.es";

describe.runIf(browserAvailable())("insights in the browser", () => {
  const site = useServerAndBrowser({ env: { SEED_DEMO: "false", RATE_LIMIT_FORMS: "100000" } });

  async function counted(dimension: InsightDimension) {
    const rows = await site.db
      .selectFrom("insight_counts")
      .select(["value", "views", "visitors"])
      .where("dimension", "=", dimension)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.value, [Number(row.views), Number(row.visitors)]]));
  }

  /** Until the counts under a dimension have a value (the beacon's batch is written), at most 10 s. */
  async function countedUnder(dimension: InsightDimension, value: string, views: number) {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if ((await counted(dimension))[value]?.[0] === views) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const viewsCounted = (views: number) => countedUnder("day", "", views);

  it("counts each page once, the flyer as the source and the Spanish view, and leaves nothing on the device", async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.server.baseUrl}/?utm_source=flyer&utm_medium=print`, {
      referer: "https://www.instagram.com/",
      waitUntil: "networkidle",
    });
    await page.waitForFunction(() => Boolean((window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules));
    await viewsCounted(1);
    await page.locator('header a[href="/art"]').first().click();
    await page.waitForURL("**/art");
    await page.locator('header a[href="/sport"]').first().click();
    await page.waitForURL("**/sport");
    await page.locator('header a[hreflang="es"]').first().click();
    await page.waitForURL("**/es/sport");
    await viewsCounted(4);

    expect(await counted("day")).toEqual({ "": [4, 1] });
    expect(await counted("page")).toEqual({ "/": [1, 1], "/art": [1, 1], "/sport": [1, 1], "/es/sport": [1, 1] });
    expect(await counted("source")).toEqual({ flyer: [1, 1], "": [3, 1] });
    expect(await counted("locale")).toEqual({ en: [3, 1], es: [1, 1] });
    expect(await counted("device")).toEqual({ desktop: [4, 1] });
    // Nothing of the count, or of the language chosen, is kept in the browser.
    expect(await context.cookies()).toEqual([]);
    expect(await storedKeys(page)).toEqual([]);
    expect(errors).toEqual([]);

    // A mentor application from the Spanish sport page: stored with its page, counted per page.
    await page.locator('form[action="/es/join/mentor"]').getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    await fillSignUp(dialog, "mentor", "sport", "es", { firstName: "Lucía", lastName: "Ortiz", email: "lucia@example.org" });
    await dialog.getByRole("button", { name: mentorDialog.submitLabel }).click();
    await dialog.waitFor({ state: "detached" });
    // The sign-up's request carries the visit's source: the server counts it as it stores it, not as a page view.
    await countedUnder("conversion", "mentor:flyer", 1);
    // One application, from one visitor who converted (issue 45, row 2).
    expect(await counted("conversion")).toEqual({ "mentor:flyer": [1, 1] });
    expect(JSON.stringify(await site.db.selectFrom("leads").selectAll().execute())).not.toContain("flyer");
    expect((await counted("day"))[""]).toEqual([4, 1]);
    expect(await context.cookies()).toEqual([]);
    expect(await storedKeys(page)).toEqual([]);
    await context.close();

    await addStaff(site.db, { email: "editor@example.org", role: "editor" });
    const consolePage = await staffBrowserPage(site.browser, site.server, "editor@example.org");
    await consolePage.goto(`${site.server.baseUrl}/staff/insights`);
    const row = (name: RegExp) => consolePage.getByRole("row", { name }).waitFor();
    // Each figure says its change against the period before, empty here: "(new)" (issue 45, row 4).
    await row(/^WYP SPORT \/sport and \/es\/sport 1 \(new\) 1 \(new\) 1 \(new\) 1 \(new\)/); // the English view and the Spanish one beside it
    await row(/^flyer 1 \(new\) 1 \(new\)/);
    await row(/^Spanish 1 \(new\) 1 \(new\)/);
    // One application, one visitor who signed up, of the page's one visitor.
    await row(/^WYP SPORT \/sport and \/es\/sport Mentor applications 1 \(new\) 1 \(new\) 1 \(new\) 100% \(new\)/);
    await row(/^flyer Mentor applications 1 \(new\) 1 \(new\) 1 \(new\) 100%/); // converted from the flyer's visit
    await consolePage.context().close();
  });
});
