import http from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/fixtures";

const CASES = Number(process.env.FUZZ_CASES ?? 10_000);

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

function send(server: TestServer, request: { method: string; path: string; headers: Record<string, string>; body?: string | Buffer }) {
  return new Promise<number>((resolve) => {
    const outgoing = http.request(
      `${server.baseUrl}${request.path}`,
      { method: request.method, headers: request.headers, agent: false },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(response.statusCode ?? 0));
      },
    );
    // An event stream stays open: its status is all this test needs.
    outgoing.setTimeout(5_000, () => outgoing.destroy());
    outgoing.on("response", (response) => {
      if (String(response.headers["content-type"]).startsWith("text/event-stream")) {
        resolve(response.statusCode ?? 0);
        outgoing.destroy();
      }
    });
    // A request Node's own parser refuses never reaches the app: no status to judge.
    outgoing.on("error", () => resolve(0));
    outgoing.end(request.body);
  });
}

describe("the server under random input", () => {
  let server: TestServer;
  beforeAll(async () => {
    const generous = {
      RATE_LIMIT_FORMS: "1000000",
      RATE_LIMIT_LIKES: "1000000",
      RATE_LIMIT_VOTES: "1000000",
      NEW_VISITORS_PER_HOUR: "1000000",
    };
    server = await startServer({ env: { ...generous, LOG_LEVEL: "warn" } });
  });
  afterAll(() => server?.destroy());

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
});
