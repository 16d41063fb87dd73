import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signVisitor } from "../../app/platform/visitor.server";
import { startServer, type TestServer } from "../support/fixtures";
import { galleryList, likeFrom } from "../support/gallery";

const APP_SECRET = "s".repeat(40);
const likesOf = async (server: TestServer, id: string) => (await galleryList(server)).items.find((item) => item.id === id)?.likes;

// ADR 0014, with the default limits: what one address can add to one artwork.
describe("likes that cannot be stuffed", () => {
  let server: TestServer;
  let ids: string[];

  beforeAll(async () => {
    server = await startServer({ env: { APP_SECRET, LOG_LEVEL: "warn" } });
    ids = (await galleryList(server)).items.map((item) => item.id);
  });
  afterAll(() => server?.destroy());

  it("counts at most 3 of 62 cookieless likes from one address, and says why the rest were refused", async () => {
    const before = await likesOf(server, ids[0]);
    const replies = [];
    for (let i = 0; i < 62; i++) replies.push(await likeFrom("127.0.20.1", server, ids[0]));
    expect(replies.filter((reply) => reply.status === 200).length).toBe(3);
    const refused = replies.filter((reply) => reply.status === 429);
    expect(refused.length).toBe(59);
    expect(Number(refused[0].headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(refused[0].body).error).toMatch(/a lot of likes from your network today/);
    // A refused like mints no visitor (issue 27, row 9): only the three counted ones set a cookie.
    expect(refused.filter((reply) => reply.headers["set-cookie"])).toEqual([]);
    expect(replies.filter((reply) => reply.headers["set-cookie"])).toHaveLength(3);
    expect(await likesOf(server, ids[0])).toBe(Number(before) + 3);
  });

  it("lets 20 returning visitors behind one school address each like the same artwork", async () => {
    const twoDaysAgo = Math.floor(Date.now() / 1000) - 2 * 24 * 60 * 60;
    const before = Number(await likesOf(server, ids[1]));
    for (let i = 0; i < 20; i++) {
      const cookie = `__Host-wyp_visitor=${signVisitor({ id: `returningvisitor${String(i).padStart(6, "0")}`, firstSeen: twoDaysAgo }, APP_SECRET)}`;
      const reply = await likeFrom("127.0.21.1", server, ids[1], cookie);
      expect(reply.status, reply.body).toBe(200);
    }
    expect(await likesOf(server, ids[1])).toBe(before + 20);
  });

  it("counts a refused like's quota again once the visitor had already liked (nothing is used up by repeats)", async () => {
    const first = await likeFrom("127.0.22.1", server, ids[2]);
    const cookie = String(first.headers["set-cookie"]?.[0]).split(";")[0];
    for (let i = 0; i < 5; i++) expect((await likeFrom("127.0.22.1", server, ids[2], cookie)).status).toBe(200);
    // Repeats by the same visitor did not use the address's 3 new-visitor likes on this artwork.
    expect((await likeFrom("127.0.22.1", server, ids[2])).status).toBe(200);
    expect((await likeFrom("127.0.22.1", server, ids[2])).status).toBe(200);
    expect((await likeFrom("127.0.22.1", server, ids[2])).status).toBe(429);
  });

  it("treats a malformed visitor cookie as none and replaces it, instead of failing the gallery", async () => {
    const reply = await likeFrom("127.0.23.1", server, ids[3], "__Host-wyp_visitor=%E0%A4%A");
    expect(reply.status).toBe(200);
    expect(reply.headers["set-cookie"]?.[0]).toMatch(/^__Host-wyp_visitor=/);
    const list = await fetch(`${server.baseUrl}/api/gallery`, { headers: { Cookie: "__Host-wyp_visitor=%E0%A4%A" } });
    expect(list.status).toBe(200);
    const page = await fetch(`${server.baseUrl}/wyp-gallery`, { headers: { Cookie: "wyp_visitor=%E0%A4%A" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(ids.length ? "Lenox Avenue at Dusk" : "");
  });
});
