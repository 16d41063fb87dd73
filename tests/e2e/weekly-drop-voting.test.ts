// Voting on /art/weekly-prize on a Saturday of voting (the page clock pinned): with JavaScript by
// keyboard alone, the "Your vote" marker moves in place and survives a reload; without JavaScript
// the same buttons are form posts that come back with a notice. axe finds nothing with JavaScript.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../support/axe";
import { browserAvailable } from "../support/browser";
import { testDialects } from "../support/databases";
import { type SeededEntry, seedEntries, VOTING_SATURDAY, votesOf } from "../support/weekly-drop-votes";
import { useServerAndBrowser } from "../support/fixtures";
import { galleryList } from "../support/gallery";
import { openHydrated } from "../support/pages";

const PAGE = "/art/weekly-prize";

/** Tabs forward (at most 80 times) until the focused element has this accessible label. */
async function tabTo(page: Page, label: string) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    if ((await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))) === label) return;
  }
  throw new Error(`"${label}" never got focus by Tab`);
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));

describe.runIf(browserAvailable()).each(testDialects())("voting for the Weekly Drop in the browser on %s", (dialect) => {
  const site = useServerAndBrowser({ dialect, env: { PAGES_AS_OF: VOTING_SATURDAY, LOG_LEVEL: "warn" } });
  let entries: SeededEntry[];

  beforeAll(async () => {
    // Stored images (two widths each), as the entries' uploads would be.
    const images = (await galleryList(site.server)).items.map((item) => item.image_url ?? undefined);
    entries = await seedEntries(site.db, [
      { title: "Concrete Bloom", status: "approved", imageUrl: images[0] },
      { title: "Night Bus", status: "approved", imageUrl: images[1] },
      { title: "Corner Store Light", status: "approved", imageUrl: images[2] },
    ]);
  });

  it("votes and moves the vote by keyboard alone, without a reload; a reload keeps it; axe finds nothing", async () => {
    const { page, errors } = await openHydrated(site, PAGE);
    const section = page.locator("#vote");
    await expect(section.getByRole("heading", { level: 2 }).textContent()).resolves.toBe("Vote for this week's Drop");
    await expect(section.locator("img").first().getAttribute("srcset")).resolves.toMatch(/-400\.webp 400w, .*-800\.webp 800w$/);
    await expect(section.getByText("Maya R., 15, Bronx").count()).resolves.toBe(3);
    await expect(section.getByRole("button", { name: /^Your vote/ }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Set on this document: still there afterwards means the votes went without a page load.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    await tabTo(page, "Vote for Night Bus");
    await page.keyboard.press("Enter");
    await section.getByRole("button", { name: "Your vote: Night Bus" }).waitFor();
    await page.getByText("Your vote is in.").waitFor();
    expect(await focusedLabel(page)).toBe("Your vote: Night Bus");

    await tabTo(page, "Vote for Corner Store Light");
    await page.keyboard.press("Enter");
    await section.getByRole("button", { name: "Your vote: Corner Store Light" }).waitFor();
    await page.getByText("Vote moved to “Corner Store Light”.").waitFor();
    await expect(section.getByRole("button", { name: "Vote for Night Bus" }).getAttribute("aria-pressed")).resolves.toBe("false");
    await expect(section.getByRole("button", { name: /^Your vote/ }).count()).resolves.toBe(1);
    await expect(page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const stored = (await votesOf(site.db)).filter((vote) => entries.some((entry) => entry.id === vote.entry_id));
    expect(stored.map((vote) => vote.entry_id)).toEqual([entries[2].id]);

    await page.reload({ waitUntil: "networkidle" });
    await expect(section.getByRole("button", { name: "Your vote: Corner Store Light" }).getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(section.getByRole("button", { name: /^Your vote/ }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("votes without JavaScript: the Vote button is a form post that comes back to the section with the notice and the marker", async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.server.baseUrl}${PAGE}`);
    await page.locator("#vote").getByRole("button", { name: "Vote for Concrete Bloom" }).click();
    await page.waitForURL(/\/art\/weekly-prize#vote$/);
    await page.getByText("Your vote is in.").waitFor();
    await expect(page.locator("#vote").getByRole("button", { name: "Your vote: Concrete Bloom" }).count()).resolves.toBe(1);
    await page.locator("#vote").getByRole("button", { name: "Vote for Night Bus" }).click();
    await page.getByText("Vote moved to “Night Bus”.").waitFor();
    await expect(page.locator("#vote").getByRole("button", { name: "Your vote: Night Bus" }).count()).resolves.toBe(1);
    await context.close();
  });
});
