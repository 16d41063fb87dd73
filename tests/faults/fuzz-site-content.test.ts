// Site content's forms under random input (issue 42): each section's valid form with a few fields
// changed, added or hostile, under its own intent, a built-in object's name, or publish, discard or
// restore, posted by a signed-in owner. Only 200 or a 4xx; whatever is stored reads back whole.
// A file of its own: it tests the app's rules, the same on every Node version, so CI runs it once
// (on Node 20), while the request and beacon fuzz, which meets Node's own parser, runs on Node 24 too.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSections } from "~/features/site/content/schema";
import { parseStored } from "~/features/site/content/store.server";
import { connect, type Db } from "../../db/connect";
import { startServer, type TestServer } from "../support/fixtures";
import { FUZZ_CASES, send } from "../support/fuzz";
import { contentForm } from "../support/site-content";
import { addStaff, signIn } from "../support/staff";

/** Each form does more work than a plain request: fewer of them. */
const CONTENT_CASES = Math.ceil(FUZZ_CASES / 10);

/** What staff, or someone with their cookie, might type into Site content: right, wrong or hostile. */
const contentValue = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "<b>bold</b>",
    "Open mic \u202etonight",
    "next\u0085line",
    "zero\u200bwidth",
    "\ufeffmarked",
    "tab\tand\r\nline",
    "x".repeat(600),
    "__proto__",
    "constructor",
    "/",
    "/the-core",
    "/no-such-page",
    "//1249767011/x",
    "///evil/path",
    "/\\evil.example/x",
    "https://discord.gg/wyp",
    "https://evil.example/x",
    "https://user:secret@discord.gg/x",
    "javascript:alert(1)",
    "2026-12-01T09:00",
    "2026-13-45T99:99",
    "Maya R.",
    "Nia Kamara Jones",
    "500+",
    "team@wyp.example",
    "yes",
    "-1",
    "99999",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 12 }),
);

/**
 * A Site content request: one section's valid form with a few fields changed or added, under its
 * own intent, a built-in object's name, or publish, discard or restore.
 */
// Page texts have a page and a form of their own (tests/http/page-texts.test.ts).
const contentRequest = fc.constantFrom(...contentSections.filter((section) => section !== "texts")).chain((section) => {
  const fields = Object.keys(contentForm(section)).filter((name) => name !== "intent");
  const odd = [
    "t.5.name",
    "t.-1.name",
    "t.1e3.quote.en",
    "t.0.remove",
    "n.0.pages",
    "n.3.text.en",
    "n.0.remove",
    "__proto__",
    "link.constructor",
  ];
  return fc.record({
    section: fc.constant(section),
    intent: fc.oneof(
      { weight: 12, arbitrary: fc.constant(`save:${section}`) },
      { weight: 2, arbitrary: fc.constant(`reset:${section}`) },
      { weight: 2, arbitrary: fc.constantFrom("save:__proto__", "reset:constructor", "save:toString", "reset:hasOwnProperty", "save", "") },
      { weight: 1, arbitrary: fc.constantFrom("publish", "discard", "restore") },
    ),
    changes: fc.array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, fc.constantFrom(...odd)), contentValue), {
      maxLength: 4,
    }),
    version: fc.oneof({ weight: 3, arbitrary: fc.constant("newest") }, fc.constantFrom("missing", "__proto__", "")),
  });
});

describe("Site content under random input", () => {
  let server: TestServer;
  let db: Db;
  let staffCookie: string;
  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT_FORMS: "1000000", LOG_LEVEL: "warn" } });
    db = connect({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    await addStaff(db, { email: "fuzz-owner@wyp.test", role: "owner" });
    staffCookie = await signIn(server, "fuzz-owner@wyp.test");
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.destroy();
  });

  it(
    `answers ${CONTENT_CASES} random Site content forms with 200 or a 4xx, and stores only what its rules take (property)`,
    { timeout: 600_000 },
    async () => {
      const seen = new Map<string, number>();
      const newestVersion = async () =>
        (await db.selectFrom("site_content_versions").select("id").orderBy("published_at", "desc").executeTakeFirst())?.id ?? "";
      await fc.assert(
        fc.asyncProperty(contentRequest, async ({ section, intent, changes, version }) => {
          const body = new URLSearchParams(contentForm(section, { intent }));
          for (const [name, value] of changes) {
            if (name.endsWith(".pages")) body.append(name, value);
            else body.set(name, value);
          }
          if (intent === "restore") body.set("version", version === "newest" ? await newestVersion() : version);
          const status = await send(server, {
            method: "POST",
            path: "/staff/content",
            headers: { cookie: staffCookie, origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
            body: body.toString(),
          });
          const kind = `${intent.split(":")[0] || "none"} ${status}`;
          seen.set(kind, (seen.get(kind) ?? 0) + 1);
          expect([200, 400, 404, 409], `${status} for ${body}`).toContain(status);
        }),
        { numRuns: CONTENT_CASES },
      );
      console.log(`fuzz: ${CONTENT_CASES} Site content forms, intent and status ${JSON.stringify(Object.fromEntries([...seen].sort()))}`);
      // Both sides were reached: saves stored and saves refused.
      expect(seen.get("save 200")).toBeGreaterThan(0);
      expect(seen.get("save 400")).toBeGreaterThan(0);
      // Whatever was stored, draft or version, reads back whole: nothing the rules would leave out.
      const stored = [
        ...(await db.selectFrom("site_content_draft").select("body").execute()),
        ...(await db.selectFrom("site_content_versions").select("body").execute()),
      ];
      for (const { body } of stored) expect(parseStored(body).unused, body).toEqual([]);
      for (const path of ["/", "/es", "/the-core", "/es/art/community"]) expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(200);
      expect(server.output()).not.toMatch(/"level":50/);
    },
  );
});
