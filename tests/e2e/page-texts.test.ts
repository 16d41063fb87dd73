// Page texts in a browser (issue 44): a coordinator changes the home page's "The screens are
// winning. We're fighting back." in English and Spanish in a draft, previews / and /es with it,
// publishes, and a visitor reads it on both, in the HTML as served and after React has hydrated
// the page (no error, no flash of the code's words); Restore of the version before brings the
// original back. The Page texts page has no accessibility violations.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { homePage } from "~/features/site/copy/home";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";
import { collectErrors, gotoHydrated } from "../support/pages";
import { addStaff, staffBrowserPage } from "../support/staff";

const ORIGINAL = homePage.en.hero.line;
const line = { en: "Screens lose when neighbours show up.", es: "Las pantallas pierden cuando el barrio aparece." };

describe.runIf(browserAvailable())("page texts in the browser", () => {
  const site = useServerAndBrowser({ env: { LOG_LEVEL: "warn" } });

  /** The hero's line on `path` as served (before any script runs) and once the page is hydrated. */
  async function heroLine(visitor: Page, path: string) {
    const served = await (await fetch(`${site.server.baseUrl}${path}`)).text();
    const errors = collectErrors(visitor);
    await gotoHydrated(visitor, `${site.server.baseUrl}${path}`);
    // The hero's subtitle: the paragraph right after the page's one heading.
    const hydrated = await visitor.locator("main h1 + p").first().textContent();
    visitor.removeAllListeners("console");
    visitor.removeAllListeners("pageerror");
    const known = [ORIGINAL, homePage.es.hero.line, line.en, line.es];
    return { served: known.filter((text) => served.replaceAll("&#x27;", "'").includes(text)), hydrated, errors };
  }

  it("changes /'s line in both languages in a draft, previews it, publishes it to / and /es, and Restore brings the original back", async () => {
    await addStaff(site.db, { email: "coordinator@wyp.example", role: "editor" });
    const staff = await staffBrowserPage(site.browser, site.server, "coordinator@wyp.example");
    await staff.goto(`${site.server.baseUrl}/staff/content?section=texts`, { waitUntil: "networkidle" });
    await staff.getByRole("link", { name: "Change a page's texts" }).click();
    await staff.getByRole("heading", { level: 1, name: "Page texts: Home page" }).waitFor();
    expect(await axeViolations(staff)).toEqual([]);

    const row = staff.getByRole("group", { name: ORIGINAL });
    await row.getByLabel("English").fill(line.en);
    await row.getByLabel("Spanish").fill(line.es);
    await staff.getByRole("button", { name: "Save the draft" }).click();
    const result = staff.locator("[data-result]");
    await result.getByRole("status").filter({ hasText: "Home page: saved in the draft" }).waitFor();
    await expect.poll(() => result.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await staff.getByRole("group", { name: ORIGINAL }).getByLabel("Spanish").inputValue()).toBe(line.es);

    // The preview of / and /es opens in a new tab, with the draft.
    for (const [language, words] of [
      ["English", line.en],
      ["Spanish", line.es],
    ] as const) {
      const [preview] = await Promise.all([
        staff.waitForEvent("popup"),
        staff.getByRole("link", { name: new RegExp(`^Preview in ${language}`) }).click(),
      ]);
      await preview.locator("[data-preview]").waitFor();
      await preview.locator("main").getByText(words).waitFor();
      await preview.close();
    }

    // A visitor reads the code's line until it is published.
    const visitor = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    expect((await heroLine(visitor, "/")).hydrated).toBe(ORIGINAL);

    await staff.goto(`${site.server.baseUrl}/staff/content`, { waitUntil: "networkidle" });
    await staff.locator("[data-draft-status]", { hasText: "Not yet on the site: Page texts." }).waitFor();
    await staff.getByRole("button", { name: "Publish" }).click();
    await staff.getByRole("status").filter({ hasText: "Published." }).waitFor();
    await expect.poll(async () => (await heroLine(visitor, "/")).served, { timeout: 4_000 }).toEqual([line.en]);
    expect(await heroLine(visitor, "/")).toEqual({ served: [line.en], hydrated: line.en, errors: [] });
    expect(await heroLine(visitor, "/es")).toEqual({ served: [line.es], hydrated: line.es, errors: [] });

    // Restore of the version before (the site as built) brings the original back.
    await staff.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "History" }).click();
    const history = staff.getByRole("table", { name: "Published versions, newest first" });
    await history
      .getByRole("row")
      .filter({ hasText: "As built" })
      .getByRole("button", { name: /^Restore/ })
      .click();
    await history.getByRole("button", { name: "Yes, restore it" }).click();
    await staff.getByRole("status").filter({ hasText: "Restored and published." }).waitFor();
    await expect.poll(async () => (await heroLine(visitor, "/")).served, { timeout: 4_000 }).toEqual([ORIGINAL]);
    expect(await heroLine(visitor, "/es")).toEqual({ served: [homePage.es.hero.line], hydrated: homePage.es.hero.line, errors: [] });
    await visitor.close();
    await staff.context().close();
  }, 120_000);
});
