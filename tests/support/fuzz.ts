import http from "node:http";
import type { TestServer } from "./fixtures";

/** Random cases per property: FUZZ_CASES, 10,000 unless set (fewer for a quick local run). */
export const FUZZ_CASES = Number(process.env.FUZZ_CASES ?? 10_000);

/**
 * Sends one request as it is given, on a fresh connection, and resolves with the status (0 when
 * Node's own parser refused it, so no status came back); an event stream resolves on its headers.
 */
export function send(
  server: TestServer,
  request: { method: string; path: string; headers: Record<string, string>; body?: string | Buffer },
) {
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
