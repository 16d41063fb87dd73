import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Db } from "../../db/connect";
import { startServer, type TestServer } from "../support/fixtures";
import { FUZZ_CASES, send } from "../support/fuzz";
import { addStaff, signIn } from "../support/staff";

const CASES = FUZZ_CASES;
/** Signed-in console requests and Weekly Drop entry forms: fewer, each does more work. */
const CONSOLE_CASES = Math.ceil(CASES / 5);
const ENTRY_CASES = Math.ceil(CASES / 20);

// Pieces a visitor, a script or an attacker might send; fast-check combines and shrinks them.
const segment = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "",
      "art",
      "wyp-gallery",
      "api",
      "gallery",
      "events",
      "like",
      "resources",
      "leads",
      "join",
      "mentor",
      "media",
      "assets",
      "weekly-drop",
      "entries",
      "vote",
      "staff",
      "drop",
      "results",
      "winner",
      "accounts",
      "audit",
      "login",
      "logout",
      "setup",
      "password",
      "weekly-prize",
      "submit",
      "upload",
      "new",
      "es",
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("%", "%E0%A4%A", "%2F", "%00", "..", ".", "%ZZ", "\u00e9", "%C3%A9", "a%", "index.html", ".data"),
  },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{0,24}$/) },
);
const path = fc
  .tuple(fc.array(segment, { maxLength: 5 }), fc.option(fc.stringMatching(/^[A-Za-z0-9=&%._~+-]{0,40}$/)))
  .map(([parts, query]) => `/${parts.join("/")}${query === null ? "" : `?${query}`}`);
const method = fc.oneof(
  fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"),
  fc.stringMatching(/^[A-Z]{1,10}$/),
);
const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);
const headers = fc.record(
  {
    accept: fc.oneof(fc.constantFrom("application/json", "text/html", "*/*", "text/event-stream"), headerValue),
    "content-type": fc.oneof(
      fc.constantFrom("application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain"),
      fc.constantFrom("multipart/form-data", "application/json; charset=latin1", "application/x-www-form-urlencoded; charset=utf-16"),
      headerValue,
    ),
    cookie: fc.oneof(
      fc.constantFrom("wyp_visitor=%E0%A4%A", "__Host-wyp_visitor=a.b.c", "wyp_visitor=", "=; ;=x", "__Host-wyp_visitor=%"),
      headerValue,
    ),
    origin: fc.oneof(fc.constantFrom("null", "https://elsewhere.example", "not a url"), headerValue),
    "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "none", "same-site", "?"),
    "accept-encoding": fc.constantFrom("br, gzip", "gzip", "identity", "*", "br;q=0"),
    "if-none-match": headerValue,
    range: fc.constantFrom("bytes=0-10", "bytes=-5", "bytes=99999999-", "bytes=x"),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constant(null)))
    .map((value) => JSON.stringify(value)),
  fc
    .dictionary(fc.constantFrom("kind", "source", "website", "email", "firstName", "returnTo", "x"), fc.string({ maxLength: 30 }))
    .map((fields) => new URLSearchParams(fields).toString()),
);

// The console's pages and what their forms send (issue 27: the fuzz covers the console and the entry
// form; issue 42: Site content, insights, email settings, a sign-up's follow-up and the results).
const consolePath = fc
  .tuple(
    fc.constantFrom(
      "/staff",
      "/staff/leads",
      "/staff/gallery",
      "/staff/gallery/new",
      "/staff/events",
      "/staff/events/new",
      "/staff/weekly-drop",
      "/staff/weekly-drop/entries",
      "/staff/weekly-drop/results",
      "/staff/accounts",
      "/staff/audit",
      "/staff/password",
      "/staff/api/gallery/upload",
      "/staff/leads/export",
      "/staff/api/leads.csv",
      "/staff/content",
      "/staff/content/preview",
      "/staff/insights",
      "/staff/api/insights.csv",
      "/staff/email",
      "/staff/weekly-drop/winners/new",
    ),
    fc.option(fc.oneof(fc.constantFrom("entry-1", "missing", "..", "%00", "x".repeat(300)), fc.uuid()), { nil: undefined }),
    fc.option(fc.stringMatching(/^[A-Za-z0-9=&%._~+-]{0,40}$/), { nil: undefined }),
  )
  .map(([base, id, query]) => `${base}${id === undefined ? "" : `/${id}`}${query === undefined ? "" : `?${query}`}`);
const consoleFields = fc
  .dictionary(
    fc.constantFrom(
      "intent",
      "id",
      "reason",
      "method",
      "guardianName",
      "guardianContact",
      "title",
      "description",
      "firstName",
      "lastInitial",
      "age",
      "borough",
      "email",
      "role",
      "status",
      "note",
      "before",
      "after",
      "current",
      "next",
      "confirm",
      "week",
      "x",
      "followUp",
      "notify",
      "entryId",
      "version",
      "page",
      "from",
      "to",
    ),
    fc.oneof(
      fc.constantFrom(
        "approve",
        "reject",
        "edit",
        "guardian-consent",
        "hide",
        "show",
        "delete",
        "add",
        "disable",
        "enable",
        "reset",
        "move",
        "phone",
        "owner",
        "editor",
        "13",
        "19",
        "-1",
        "Bronx",
        "entry-1",
        "follow-up",
        "retry",
        "retry-failed",
        "erase",
        "yes",
        "withhold",
        "contacted",
        "prize-sent",
        "each",
        "digest",
        "off",
        "publish",
        "discard",
        "restore",
        "save:links",
        "reset:notices",
        "save:__proto__",
        "reset:constructor",
        "/the-core",
        "//evil.example/x",
      ),
      fc.string({ maxLength: 40 }),
    ),
  )
  .map((fields) => new URLSearchParams(fields).toString());

/** A Weekly Drop entry as multipart: each field sometimes right, sometimes not; a real photo, junk or nothing. */
function entryForms(photo: Buffer) {
  const field = (good: string) => fc.oneof(fc.constant(good), fc.string({ maxLength: 60 }), fc.constant(undefined));
  return fc
    .record({
      title: field("Bronx Sunrise"),
      description: field("Markers on paper."),
      firstName: field("Maya"),
      lastInitial: field("R"),
      age: fc.oneof(fc.constantFrom("12", "13", "15", "17", "18", "19", "20", "1e3", "-5", ""), fc.string({ maxLength: 5 })),
      borough: field("Bronx"),
      email: field("maya@example.org"),
      guardianName: field("Rosa R"),
      guardianContact: fc.oneof(
        fc.constantFrom("718-555-0100", "rosa@example.org", "+1 (718) 555-0100", "call me"),
        fc.string({ maxLength: 40 }),
      ),
      ownWork: fc.constantFrom("on", "off", undefined),
      publicDisplay: fc.constantFrom("on", undefined),
      image: fc.oneof(
        fc.constant(photo),
        fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(undefined),
      ),
    })
    .map(async (fields) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        if (Buffer.isBuffer(value)) form.set(name, new Blob([new Uint8Array(value)], { type: "image/png" }), "art.png");
        else form.set(name, value);
      }
      const encoded = new Response(form);
      return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type")! };
    });
}

describe("the server under random input", () => {
  let server: TestServer;
  let db: Db;
  let staffCookie: string;
  beforeAll(async () => {
    const generous = {
      RATE_LIMIT_FORMS: "1000000",
      RATE_LIMIT_LIKES: "1000000",
      RATE_LIMIT_VOTES: "1000000",
      NEW_VISITORS_PER_HOUR: "1000000",
      DROP_ENTRIES_PER_HOUR: "1000000",
    };
    server = await startServer({ env: { ...generous, LOG_LEVEL: "warn" } });
    db = connect({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    await addStaff(db, { email: "fuzz-owner@wyp.test", role: "owner" });
    staffCookie = await signIn(server, "fuzz-owner@wyp.test");
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.destroy();
  });

  it(`never answers 5xx in ${CASES} random requests (property)`, { timeout: 600_000 }, async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(method, path, headers, body, async (m, p, h, b) => {
        const status = await send(server, { method: m, path: p, headers: h, body: m === "GET" || m === "HEAD" ? undefined : b });
        seen.set(status, (seen.get(status) ?? 0) + 1);
        expect(status, `${m} ${p} ${JSON.stringify(h)}`).toBeLessThan(500);
      }),
      { numRuns: CASES },
    );
    console.log(`fuzz: ${CASES} requests, statuses ${JSON.stringify(Object.fromEntries([...seen].sort(([a], [b]) => a - b)))}`);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    expect(server.output()).not.toMatch(/"level":50/);
  });

  it(`never answers 5xx to ${CONSOLE_CASES} random console requests from a signed-in owner (property)`, { timeout: 600_000 }, async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "POST", "HEAD", "PUT"),
        consolePath,
        fc.constantFrom("application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json", "text/plain"),
        consoleFields,
        async (m, p, type, b) => {
          const headers = { cookie: staffCookie, origin: server.baseUrl, "content-type": type };
          const status = await send(server, { method: m, path: p, headers, body: m === "GET" || m === "HEAD" ? undefined : b });
          seen.set(status, (seen.get(status) ?? 0) + 1);
          expect(status, `${m} ${p} ${type} ${b}`).toBeLessThan(500);
        },
      ),
      { numRuns: CONSOLE_CASES },
    );
    console.log(
      `fuzz: ${CONSOLE_CASES} console requests, statuses ${JSON.stringify(Object.fromEntries([...seen].sort(([a], [b]) => a - b)))}`,
    );
    expect(server.output()).not.toMatch(/"level":50/);
  });

  it(
    `never answers 5xx to ${ENTRY_CASES} random Weekly Drop entry forms, and stores only valid ones (property)`,
    { timeout: 600_000 },
    async () => {
      const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#e33" } })
        .png()
        .toBuffer();
      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(entryForms(photo), fc.constantFrom("/art/weekly-prize/submit", "/es/art/weekly-prize/submit"), async (form, p) => {
          const { body, contentType } = await form;
          const status = await send(server, {
            method: "POST",
            path: p,
            headers: { "content-type": contentType, origin: server.baseUrl },
            body,
          });
          seen.set(status, (seen.get(status) ?? 0) + 1);
          expect(status).toBeLessThan(500);
        }),
        { numRuns: ENTRY_CASES },
      );
      console.log(`fuzz: ${ENTRY_CASES} entry forms, statuses ${JSON.stringify(Object.fromEntries([...seen].sort(([a], [b]) => a - b)))}`);
      // Whatever was stored is an entry the form allows: an age in range, and a guardian for every minor.
      const stored = await db.selectFrom("drop_entries").select(["age", "guardian_name", "guardian_contact"]).execute();
      for (const entry of stored) {
        expect(entry.age).toBeGreaterThanOrEqual(13);
        expect(entry.age).toBeLessThanOrEqual(19);
        if (entry.age < 18) expect(entry.guardian_name && entry.guardian_contact).toBeTruthy();
        else expect([entry.guardian_name, entry.guardian_contact]).toEqual([null, null]);
      }
      expect(server.output()).not.toMatch(/"level":50/);
    },
  );
});
