// The gallery in pages, in the browser: "Load more" is a link to the next page without
// JavaScript and appends in place with it (by click, by keyboard, and on scrolling near it), and
// live changes apply to every loaded page while a change further down costs nothing.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { browserAvailable } from "../support/browser";
import { useServerAndBrowser } from "../support/fixtures";

const WORKS = 40;
/** Seeded works, newest first: they come after the demo art, which has a display order. */
const title = (n: number) => `Paged Piece ${String(n).padStart(2, "0")}`;

const cardTitles = (page: Page) => page.locator("main li h2").allTextContents();

describe.runIf(browserAvailable())("gallery pages in the browser", () => {
  const site = useServerAndBrowser({ env: { LOG_LEVEL: "warn" } });
  let demoCount: number;

  beforeAll(async () => {
    demoCount = Number(
      (
        await site.db
          .selectFrom("gallery_items")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const base = Date.parse("2025-06-01T12:00:00.000Z");
    await site.db
      .insertInto("gallery_items")
      .values(
        Array.from({ length: WORKS }, (_, n) => {
          const at = new Date(base - n * 60_000).toISOString();
          return { id: `paged-${n}`, title: title(n), artist_name: "Page T.", age_group: "13-15", created_at: at, updated_at: at };
        }),
      )
      .execute();
  });

  async function openLive(javaScriptEnabled = true) {
    const context = await site.browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // With JavaScript the page is live once it has reloaded its list after joining the stream.
    const live = javaScriptEnabled && page.waitForResponse((response) => new URL(response.url()).pathname === "/api/gallery");
    await page.goto(`${site.server.baseUrl}/wyp-gallery`);
    await live;
    return page;
  }

  it("without JavaScript, Load more opens the next page at a URL that can be shared", async () => {
    const page = await openLive(false);
    const first = await cardTitles(page);
    expect(first).toHaveLength(12);
    await page.getByRole("link", { name: "Load more" }).click();
    await page.waitForURL(/\/wyp-gallery\?after=/);
    const second = await cardTitles(page);
    expect(second).toHaveLength(12);
    expect(second.some((shown) => first.includes(shown))).toBe(false);

    // The same URL in another browser shows the same page.
    const other = await site.browser.newPage();
    await other.goto(page.url());
    await expect(cardTitles(other)).resolves.toEqual(second);
    await Promise.all([page.context().close(), other.close()]);
  });

  // Several pages fetched one after another by scrolling: a minute on a busy machine.
  it(
    "with JavaScript, Load more appends the next page in place, by pointer and by keyboard, and scrolling loads the rest",
    { timeout: 60_000 },
    async () => {
      const page = await openLive();
      const url = page.url();
      // A pointer's click scrolls the link into view first, where it may load the next page by itself
      // before the click brings the one after (it did on a busy machine): at least one more page, in place.
      await page.getByRole("link", { name: "Load more" }).click();
      await page.waitForFunction(() => document.querySelectorAll("main li").length >= 24);
      expect(page.url()).toBe(url);

      // Focusing scrolls the link near the screen, which may start the next page already: at least one more page.
      const before = await page.locator("main li").count();
      await page.getByRole("link", { name: "Load more" }).focus();
      await page.keyboard.press("Enter");
      await page.waitForFunction((before) => document.querySelectorAll("main li").length >= before + 12, before);
      await expect(page.getByRole("link", { name: "Load more" }).evaluate((link) => link === document.activeElement)).resolves.toBe(true);

      // Scrolling down loads page after page until there is none, then the link goes.
      const total = demoCount + WORKS;
      await page.waitForFunction(
        (total) => {
          window.scrollTo(0, document.body.scrollHeight);
          return document.querySelectorAll("main li").length === total;
        },
        total,
        { polling: 200, timeout: 15_000 },
      );
      await page.getByRole("link", { name: "Load more" }).waitFor({ state: "detached" });
      const titles = await cardTitles(page);
      expect(new Set(titles).size).toBe(total);
      expect(titles.slice(-WORKS)).toEqual(Array.from({ length: WORKS }, (_, n) => title(n)));
      await page.context().close();
    },
  );

  // Five changes, each waited for through the database poll and the stream: on a busy CI host
  // (two browser suites at once) this can take longer than the default 30 s, and 2-3 s alone.
  it("applies live changes to every loaded page, adds new work at the top, and skips works not loaded", { timeout: 60_000 }, async () => {
    const page = await openLive();
    // A click dispatched where the link is: a pointer's click would scroll it into view first,
    // where it loads the next page by itself, and the click would then bring the page after when
    // that one lands first (it did on a busy machine). The scrolling is the test above's.
    await page.getByRole("link", { name: "Load more" }).dispatchEvent("click");
    await page.waitForFunction(() => document.querySelectorAll("main li").length === 24);
    // Works on the second page, in the order shown; the oldest seeded work is not loaded.
    const loaded = (await (await fetch(`${site.server.baseUrl}/api/gallery?limit=24`)).json()) as {
      items: Array<{ id: string; title: string }>;
    };
    const [secondId, goneId] = [loaded.items[20].id, loaded.items[22].id];
    const goneTitle = loaded.items[22].title;
    const now = () => new Date().toISOString();

    await site.db
      .updateTable("gallery_items")
      .set({ title: "Renamed On Page Two", updated_at: now() })
      .where("id", "=", secondId)
      .execute();
    await page.getByRole("heading", { name: "Renamed On Page Two" }).waitFor();
    expect((await cardTitles(page)).indexOf("Renamed On Page Two")).toBe(20);

    await site.db
      .updateTable("gallery_items")
      .set({ likes: 99, updated_at: now() })
      .where("id", "=", `paged-${WORKS - 1}`)
      .execute();
    await site.db.deleteFrom("gallery_items").where("id", "=", goneId).execute();
    await site.db
      .insertInto("gallery_items")
      .values({ id: "paged-new", title: "Brand New Piece", age_group: "13-15", created_at: now(), updated_at: now() })
      .execute();
    await page.getByRole("heading", { name: "Brand New Piece" }).waitFor();
    await page.getByRole("heading", { name: goneTitle }).waitFor({ state: "detached" });
    const after = await cardTitles(page);
    expect(after[0]).toBe("Brand New Piece");
    expect(after).toHaveLength(24);
    expect(after).not.toContain(title(WORKS - 1));
    await page.context().close();
  });
});
