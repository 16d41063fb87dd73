import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/fixtures";

/** Opens an event stream from a local address; resolves with its status once the answer starts. */
function openStream(server: TestServer, localAddress: string, path = "/api/gallery/events") {
  return new Promise<{ status: number; retryAfter?: string; close(): void }>((resolve, reject) => {
    const request = http.get(`${server.baseUrl}${path}`, { localAddress, agent: false }, (response) => {
      resolve({
        status: response.statusCode ?? 0,
        retryAfter: response.headers["retry-after"] as string | undefined,
        close: () => request.destroy(),
      });
    });
    request.on("error", reject);
  });
}

describe("caps on live gallery streams", () => {
  let server: TestServer;
  const open: Array<{ close(): void }> = [];
  beforeAll(async () => {
    server = await startServer({ env: { STREAMS_PER_ADDRESS: "3", STREAMS_TOTAL: "5", LOG_LEVEL: "warn" } });
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await server?.destroy();
  });

  it("refuses a fourth stream from one address with 429, a sixth in all with 503, and frees a place when one closes", async () => {
    for (let i = 0; i < 3; i++) open.push(await openStream(server, "127.0.60.1"));
    const fourth = await openStream(server, "127.0.60.1");
    expect(fourth.status).toBe(429);
    expect(Number(fourth.retryAfter)).toBeGreaterThan(0);
    for (let i = 0; i < 2; i++) open.push(await openStream(server, "127.0.60.2"));
    const sixth = await openStream(server, "127.0.60.3");
    expect(sixth.status).toBe(503);
    expect(Number(sixth.retryAfter)).toBeGreaterThan(0);
    open.shift()?.close();
    await new Promise((wait) => setTimeout(wait, 200));
    const again = await openStream(server, "127.0.60.1");
    expect(again.status).toBe(200);
    open.push(again);
    // A visitor closing the page is not logged as a server error.
    expect(server.output()).not.toMatch(/"level":50/);
  });

  it("counts a stream under any spelling of its address Express answers (issue 42, row 1)", async () => {
    // The streams above fill both caps: 3 from 127.0.60.1, 5 in all.
    const answers = [];
    for (const path of ["/api/gallery/events/", "/API/gallery/events", "/api/Gallery/Events/"]) {
      for (const address of ["127.0.60.1", "127.0.60.4"]) {
        const stream = await openStream(server, address, path);
        open.push(stream);
        answers.push(`${stream.status} ${address} ${path}`);
      }
    }
    expect(answers).toEqual([
      "429 127.0.60.1 /api/gallery/events/",
      "503 127.0.60.4 /api/gallery/events/",
      "429 127.0.60.1 /API/gallery/events",
      "503 127.0.60.4 /API/gallery/events",
      "429 127.0.60.1 /api/Gallery/Events/",
      "503 127.0.60.4 /api/Gallery/Events/",
    ]);
  });
});
