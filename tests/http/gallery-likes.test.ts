import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../../db/connect";
import { testDialects } from "../support/databases";
import { type TestServer, useServer } from "../support/fixtures";
import { galleryList, likeFrom, requestFrom } from "../support/gallery";

/** likes of an item and its gallery_likes rows, read from the database itself. */
async function countsInDatabase(server: TestServer, id: string) {
  const db = connect({ databaseUrl: server.databaseUrl, dataDir: server.dataDir, maxConnections: 1 });
  try {
    const item = await db.selectFrom("gallery_items").select("likes").where("id", "=", id).executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom("gallery_likes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("item_id", "=", id)
      .executeTakeFirstOrThrow();
    return { likes: Number(item.likes), rows: Number(rows.n) };
  } finally {
    await db.destroy();
  }
}

/** 1,000 like requests at once, spread over 50 loopback addresses (20 each, under the limit of 60). */
async function likeStorm(server: TestServer, id: string, subnet: number, cookies: Array<string | undefined>) {
  return Promise.all(
    Array.from({ length: 1000 }, (_, i) => likeFrom(`127.0.${subnet}.${(i % 50) + 1}`, server, id, cookies[i % cookies.length])),
  );
}

describe.each(testDialects())("likes on %s", (dialect) => {
  // The caps per artwork and network (ADR 0014) are tested on their own (like-stuffing.test.ts);
  // here many visitors share a few addresses on purpose.
  const uncapped = { NEW_VISITORS_PER_HOUR: "100000", ITEM_LIKES_NEW_VISITORS_PER_DAY: "100000", ITEM_LIKES_PER_DAY: "100000" };
  const site = useServer({ dialect, env: { RATE_LIMIT_LIKES: "60", LOG_LEVEL: "warn", ...uncapped } });
  let ids: string[];

  beforeAll(async () => {
    ids = (await galleryList(site.server)).items.map((item) => item.id);
  });
  afterAll(async () => {
    if (process.env.GALLERY_DUMP) (await import("node:fs")).writeFileSync(`/tmp/server-${dialect}.log`, site.server.output());
  });

  it("counts 1,000 concurrent likes from 50 visitors as exactly 50, with no server error", async () => {
    const id = ids[0];
    // Each visitor gets its signed cookie from a first like, then sends 19 more at once with the others.
    const first = await Promise.all(Array.from({ length: 50 }, (_, i) => likeFrom(`127.0.1.${i + 1}`, site.server, id)));
    const cookies = first.map((reply) => String(reply.headers["set-cookie"]?.[0]).split(";")[0]);
    expect(new Set(cookies).size).toBe(50);
    const replies = await likeStorm(site.server, id, 2, cookies);
    const errors = replies.filter((reply) => reply.status >= 500);
    expect(errors.length, `server errors; log tail:\n${site.server.output().slice(-3000)}`).toBe(0);
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(await countsInDatabase(site.server, id)).toEqual({ likes: 50, rows: 50 });
    const last = JSON.parse(replies[replies.length - 1].body);
    expect(last).toMatchObject({ likes: 50, liked: true });
  });

  it("counts 1,000 concurrent likes from 1,000 new visitors as exactly 1,000", async () => {
    const id = ids[1];
    const replies = await likeStorm(site.server, id, 3, [undefined]);
    const failed = replies.filter((reply) => reply.status !== 200);
    expect(failed.length, `failed likes (${failed.map((reply) => reply.status)}); log tail:\n${site.server.output().slice(-3000)}`).toBe(0);
    expect(await countsInDatabase(site.server, id)).toEqual({ likes: 1000, rows: 1000 });
  });

  it("gives a visitor a signed, httpOnly, SameSite=Lax, Secure __Host- cookie and never counts their second like", async () => {
    const first = await likeFrom("127.0.4.1", site.server, ids[2]);
    const setCookie = String(first.headers["set-cookie"]?.[0]);
    expect(setCookie).toMatch(/^__Host-wyp_visitor=[\w-]{22}\.[0-9a-z]+\.[\w-]+;/);
    expect(setCookie).toContain("; Path=/;");
    expect(setCookie).toContain("Secure");
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(JSON.parse(first.body)).toMatchObject({ likes: 1, liked: true });
    const cookie = setCookie.split(";")[0];
    const again = await likeFrom("127.0.4.1", site.server, ids[2], cookie);
    expect(JSON.parse(again.body)).toMatchObject({ likes: 1, liked: true });
    expect(again.headers["set-cookie"]).toBeUndefined();
    // A forged cookie is a new visitor, not the one it names.
    const forged = await likeFrom("127.0.4.1", site.server, ids[2], cookie.replace(/\.[\w-]+$/, ".forged"));
    expect(JSON.parse(forged.body)).toMatchObject({ likes: 2 });
    // The list knows this visitor's likes.
    const listed = await requestFrom("127.0.4.1", `${site.server.baseUrl}/api/gallery`, { headers: { Cookie: cookie } });
    expect(JSON.parse(listed.body).liked).toEqual([ids[2]]);
  });

  it("answers 429 with Retry-After once an address has used its likes for the minute", async () => {
    const replies = [];
    for (let i = 0; i < 61; i++) replies.push(await likeFrom("127.0.5.1", site.server, ids[3]));
    expect(replies.slice(0, 60).every((reply) => reply.status === 200)).toBe(true);
    const refused = replies[60];
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body).error).toMatch(/Too many likes/);
    // Another address is not affected.
    expect((await likeFrom("127.0.5.2", site.server, ids[3])).status).toBe(200);
  });

  it("refuses a cross-site like (403) and counts nothing", async () => {
    const before = (await countsInDatabase(site.server, ids[4])).likes;
    for (const headers of [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }] as Array<Record<string, string>>) {
      const reply = await requestFrom("127.0.6.1", `${site.server.baseUrl}/api/gallery/${ids[4]}/like`, { method: "POST", headers });
      expect(reply.status).toBe(403);
    }
    expect((await countsInDatabase(site.server, ids[4])).likes).toBe(before);
  });

  it("answers 404 for an unknown item and 405 for GET", async () => {
    const unknown = await likeFrom("127.0.7.1", site.server, "no-such-item");
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).error).toBe("Artwork not found.");
    const get = await requestFrom("127.0.7.1", `${site.server.baseUrl}/api/gallery/${ids[0]}/like`);
    expect(get.status).toBe(405);
  });

  it("takes a like posted by a plain form (no JavaScript) and returns to the filtered gallery", async () => {
    const reply = await requestFrom("127.0.8.1", `${site.server.baseUrl}/api/gallery/${ids[5]}/like`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Origin: site.server.baseUrl },
      body: "returnTo=%2Fwyp-gallery%3Fage%3D13-15",
    });
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe("/wyp-gallery?age=13-15");
    expect(reply.headers["set-cookie"]?.[0]).toMatch(/^__Host-wyp_visitor=/);
    expect((await countsInDatabase(site.server, ids[5])).likes).toBe(1);
    const offsite = await requestFrom("127.0.8.2", `${site.server.baseUrl}/api/gallery/${ids[5]}/like`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: "returnTo=https%3A%2F%2Fevil.example%2F",
    });
    expect(offsite.headers.location).toBe("/wyp-gallery");
  });

  it("lists in display_order with nulls last, then newest first, and filters by ?age=", async () => {
    const { items, ageGroups } = await galleryList(site.server);
    const ordered = items.filter((item) => item.display_order !== null);
    expect(ordered.map((item) => item.display_order)).toEqual(
      [...ordered.map((item) => item.display_order)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(items.slice(0, ordered.length)).toEqual(ordered);
    const rest = items.slice(ordered.length).map((item) => item.created_at);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(ageGroups).toEqual(["9-12", "13-15", "16-19"]);
    const teens = await galleryList(site.server, "?age=16-19");
    expect(teens.items.length).toBeGreaterThan(0);
    expect(teens.items.every((item) => item.age_group === "16-19")).toBe(true);
    expect(teens.ageGroups).toEqual(ageGroups);
  });
});
