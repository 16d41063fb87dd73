// The gallery in pages: GET /api/gallery and /wyp-gallery walk the whole gallery by cursor, in
// the spec's order, under a filter too, with a limit that has a maximum, and a cursor keeps its
// place when works are added above it or the work it points at is removed (keyset, not OFFSET).
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GalleryList } from "../../app/features/gallery/gallery";
import { testDialects } from "../support/databases";
import { useServer } from "../support/fixtures";
import { type EventReader, likeFrom, openEvents } from "../support/gallery";
import { inlineScriptsAndPolicy } from "../support/pages";

const GROUPS = ["9-12", "13-15", "16-19"];

describe.each(testDialects())("gallery pages on %s", (dialect) => {
  const site = useServer({ dialect, env: { LOG_LEVEL: "warn" } });
  let stream: EventReader;

  const api = async (query: string) => {
    const response = await fetch(`${site.server.baseUrl}/api/gallery${query}`);
    return { status: response.status, body: (await response.json()) as GalleryList & { error?: string } };
  };

  /** Every page from the first, following nextCursor: the ids in the order served, and each page's size. */
  async function walk(params: Record<string, string> = {}) {
    const ids: string[] = [];
    const sizes: number[] = [];
    let after: string | null = null;
    do {
      const search = new URLSearchParams(params);
      if (after) search.set("after", after);
      const { status, body } = await api(`?${search}`);
      expect(status).toBe(200);
      ids.push(...body.items.map((item) => item.id));
      sizes.push(body.items.length);
      after = body.nextCursor;
    } while (after);
    return { ids, sizes };
  }

  /** The spec's order straight from the database, with no paging: what the walk must reproduce. */
  async function expectedOrder(age?: string) {
    let query = site.db.selectFrom("gallery_items").select("id");
    if (age) query = query.where("age_group", "=", age);
    const rows = await query
      .orderBy(sql`display_order is null`)
      .orderBy("display_order", "asc")
      .orderBy("created_at", "desc")
      .orderBy("id", "asc")
      .execute();
    return rows.map((row) => String(row.id));
  }

  beforeAll(async () => {
    stream = await openEvents(site.server.baseUrl);
    // 90 works on top of the demo ones: some with a display order (some of them equal), many
    // unordered, several sharing one created_at (the id decides) and three a microsecond apart.
    const base = Date.parse("2025-03-01T12:00:00.000Z");
    const rows = Array.from({ length: 90 }, (_, n) => {
      const at = new Date(base - (n < 30 ? n % 5 : n) * 60_000).toISOString();
      return {
        id: randomUUID(),
        title: `Paged work ${n}`,
        age_group: GROUPS[n % GROUPS.length],
        display_order: n % 4 === 0 ? n % 3 : null,
        created_at: at,
        updated_at: at,
      };
    });
    await site.db.insertInto("gallery_items").values(rows).execute();
    const close = ["2025-02-01T00:00:00.123100Z", "2025-02-01T00:00:00.123200Z", "2025-02-01T00:00:00.123300Z"];
    await site.db
      .insertInto("gallery_items")
      .values(close.map((at, i) => ({ id: `micro-${i}`, title: `Close call ${i}`, age_group: "13-15", created_at: at, updated_at: at })))
      .execute();
  });
  afterAll(() => stream?.close());

  it("walks the whole gallery page by page, each work once, in the spec's order", async () => {
    const { ids, sizes } = await walk();
    expect(ids).toEqual(await expectedOrder());
    expect(sizes.slice(0, -1).every((size) => size === 12)).toBe(true);
  });

  it("walks an age group the same way, in small pages, without another group's work", async () => {
    const { ids, sizes } = await walk({ age: "13-15", limit: "5" });
    expect(ids).toEqual(await expectedOrder("13-15"));
    expect(sizes[0]).toBe(5);
  });

  it("does not skip works whose times differ by microseconds", async () => {
    const { ids } = await walk({ limit: "1" });
    expect(ids.filter((id) => id.startsWith("micro-"))).toEqual(["micro-2", "micro-1", "micro-0"]);
  });

  it("caps the limit at 48 and refuses a limit or a cursor it cannot read", async () => {
    const { body } = await api("?limit=1000");
    expect(body.items).toHaveLength(48);
    expect(body.ageGroups).toEqual(expect.arrayContaining(GROUPS));
    for (const query of [
      "?limit=0",
      "?limit=abc",
      "?limit=2.5",
      "?after=not-a-cursor",
      `?after=${Buffer.from("[1,2]").toString("base64url")}`,
    ]) {
      const { status, body: error } = await api(query);
      expect(status, query).toBe(400);
      expect(error.error).toBeTruthy();
    }
  });

  it("keeps a cursor's place when a work is added at the top and the work it points at is removed", async () => {
    const first = (await api("?limit=10")).body;
    const second = (await api(`?limit=10&after=${first.nextCursor}`)).body;

    const id = randomUUID();
    const now = new Date().toISOString();
    await site.db.insertInto("gallery_items").values({ id, title: "Arrived meanwhile", created_at: now, updated_at: now }).execute();
    await site.db.deleteFrom("gallery_items").where("id", "=", first.items[9].id).execute();
    // The server has heard of both changes once its stream says so.
    await stream.waitFor((event) => event.type === "delete" && event.id === first.items[9].id, 10_000);

    const again = (await api(`?limit=10&after=${first.nextCursor}`)).body;
    expect(again.items.map((item) => item.id)).toEqual(second.items.map((item) => item.id));
    expect((await api("?limit=50")).body.items.map((item) => item.id)).toContain(id);
  });

  it("lists the visitor's likes among the page's works only", async () => {
    const { items, nextCursor } = (await api("?limit=3")).body;
    const liked = await likeFrom("127.0.40.1", site.server, items[1].id);
    const cookie = String(liked.headers["set-cookie"]?.[0]).split(";")[0];
    const get = async (query: string) =>
      (await (await fetch(`${site.server.baseUrl}/api/gallery${query}`, { headers: { Cookie: cookie } })).json()) as GalleryList;
    expect((await get("?limit=3")).liked).toEqual([items[1].id]);
    expect((await get(`?limit=3&after=${nextCursor}`)).liked).toEqual([]);
    // Another visitor sees no one's likes.
    expect((await api("?limit=3")).body.liked).toEqual([]);
  });

  it("serves the page's first 12 works with a Load more link to the next page, which works without JavaScript", async () => {
    const order = await expectedOrder();
    // The cards' titles, between the artwork section's start and its Load more link.
    const titlesOf = (html: string) => {
      const cards = html.slice(html.indexOf('aria-label="Artwork"'), html.lastIndexOf(">Load more<"));
      return [...cards.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1].replaceAll("&#x27;", "'").replaceAll("&amp;", "&"));
    };
    const titleById = new Map(
      (await site.db.selectFrom("gallery_items").select(["id", "title"]).execute()).map((row) => [
        String(row.id),
        String(row.title).toUpperCase(),
      ]),
    );
    const first = await (await fetch(`${site.server.baseUrl}/wyp-gallery`)).text();
    const next = /<a[^>]*href="(\/wyp-gallery\?after=[^"]+)"[^>]*>Load more<\/a>/.exec(first)?.[1];
    expect(next).toBeTruthy();
    const second = await (await fetch(`${site.server.baseUrl}${next!.replaceAll("&amp;", "&")}`)).text();
    const shown = [...titlesOf(first), ...titlesOf(second)].map((title) => title.toUpperCase());
    expect(shown).toEqual(order.slice(0, 24).map((id) => titleById.get(id)));

    // The filtered page's link keeps its filter.
    const teens = await (await fetch(`${site.server.baseUrl}/wyp-gallery?age=13-15`)).text();
    expect(teens).toMatch(/<a[^>]*href="\/wyp-gallery\?age=13-15&amp;after=[^"]+"[^>]*>Load more<\/a>/);
  });

  it("serves visitors without a cookie one shared page that follows changes, and a visitor's likes to that visitor only", async () => {
    const page = async (cookie?: string) => {
      const response = await fetch(`${site.server.baseUrl}/wyp-gallery?age=16-19`, { headers: cookie ? { Cookie: cookie } : {} });
      return { etag: response.headers.get("etag"), html: await response.text() };
    };
    /** The card of this title in a page: its likes and whether its Like button is pressed. */
    const cardIn = (html: string, title: string) => {
      const card = html.split("<li").find((part) => part.includes(`>${title}</h2>`)) ?? "";
      return { likes: Number(/data-testid="likes">(\d+)</.exec(card)?.[1]), pressed: card.includes('aria-pressed="true"') };
    };
    const first = await page();
    expect((await page()).etag).toBe(first.etag);
    expect(first.etag).toBeTruthy();

    const { items } = (await api("?age=16-19&limit=1")).body;
    const [item] = items;
    const title = item.title!.replaceAll("&", "&amp;").replaceAll("'", "&#x27;");
    const liked = await likeFrom("127.0.41.1", site.server, item.id);
    const cookie = String(liked.headers["set-cookie"]?.[0]).split(";")[0];

    expect(cardIn((await page(cookie)).html, title)).toEqual({ likes: item.likes + 1, pressed: true });
    // The shared page is rebuilt when the change event arrives: at once with SQLite, a moment
    // later with PostgreSQL (NOTIFY), so it is awaited rather than raced.
    await expect
      .poll(async () => cardIn((await page()).html, title), { timeout: 10_000, interval: 100 })
      .toEqual({ likes: item.likes + 1, pressed: false });
    expect((await page()).etag).not.toBe(first.etag);
  });

  it("serves the JSON to visitors without a cookie from memory, following changes, and a visitor's likes to that visitor only", async () => {
    const json = async (cookie?: string) => {
      const response = await fetch(`${site.server.baseUrl}/api/gallery?age=9-12&limit=2`, {
        headers: { "Accept-Encoding": "gzip", ...(cookie ? { Cookie: cookie } : {}) },
      });
      return { response, body: (await response.json()) as GalleryList };
    };
    const first = await json();
    expect(first.response.headers.get("content-type")).toBe("application/json");
    expect(first.response.headers.get("cache-control")).toBe("private, no-store");
    expect(first.response.headers.get("content-encoding")).toBe("gzip");
    // One answer made once (an ETag of its bytes), the same for the next visitor without a cookie.
    const etag = first.response.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await json()).response.headers.get("etag")).toBe(etag);
    expect(first.body.liked).toEqual([]);

    const [item] = first.body.items;
    const liked = await likeFrom("127.0.41.2", site.server, item.id);
    const cookie = String(liked.headers["set-cookie"]?.[0]).split(";")[0];
    const mine = await json(cookie);
    expect(mine.body.liked).toEqual([item.id]);
    expect(mine.body.items[0]).toMatchObject({ id: item.id, likes: item.likes + 1 });
    // The shared answer is dropped when the change event arrives (a moment later with PostgreSQL).
    await expect.poll(async () => (await json()).body.items[0].likes, { timeout: 10_000, interval: 100 }).toBe(item.likes + 1);
    const after = await json();
    expect(after.body.liked).toEqual([]);
    expect(after.response.headers.get("etag")).not.toBe(etag);
  });

  it("lets the shared page run its own scripts by hash and no other inline script, and a page for one visitor by a nonce of its own (issue 27, row 7; issue 42, row 17)", async () => {
    const read = async (cookie?: string) => {
      const response = await fetch(`${site.server.baseUrl}/wyp-gallery`, { headers: cookie ? { Cookie: cookie } : {} });
      const html = await response.text();
      return { html, ...inlineScriptsAndPolicy(response.headers.get("content-security-policy"), html) };
    };
    // The page kept in memory for every visitor without a cookie: no nonce, which would be the same
    // for all of them, and the hashes of the scripts its render wrote, not of anything else inline.
    const shared = await read();
    expect(shared.scripts.length).toBeGreaterThan(0);
    expect(shared.nonce).toBeUndefined();
    expect(shared.html).not.toContain("nonce=");
    expect(shared.hashes).toEqual([...new Set(shared.scripts.map((script) => script.hash))].sort());
    // Rendered for one visitor: every script carries that answer's nonce, a new one each time.
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const mine = await read("wyp_unrelated=1");
      expect(mine.nonce).toBeTruthy();
      expect(mine.hashes).toEqual([]);
      for (const script of mine.scripts) expect(script.attributes).toContain(`nonce="${mine.nonce}"`);
      nonces.push(mine.nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("sends a shared link with a broken cursor to the filter's first page", async () => {
    const response = await fetch(`${site.server.baseUrl}/wyp-gallery?age=13-15&after=garbage`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/wyp-gallery?age=13-15");
  });
});
