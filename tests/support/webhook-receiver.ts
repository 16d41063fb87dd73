import http from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedDelivery = { idempotencyKey: string; body: Record<string, unknown>; status: number };

/**
 * A local stand-in for the lead webhook: records every request, answers with the status the test
 * sets (200, 503, ...), and can stop listening (connections refused) and listen again on the same port.
 */
export async function startWebhookReceiver() {
  const received: ReceivedDelivery[] = [];
  let status = 200;
  let headers: Record<string, string> = {};
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw);
      } catch {
        // recorded as an empty body; the test will notice
      }
      received.push({ idempotencyKey: String(req.headers["idempotency-key"] ?? ""), body, status });
      res.writeHead(status, { "Content-Type": "text/plain", ...headers });
      res.end(status < 300 ? "ok" : "unavailable");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Requests answered 2xx, by Idempotency-Key. */
    delivered() {
      return new Set(received.filter((r) => r.status < 300).map((r) => r.idempotencyKey));
    },
    answer(nextStatus: number, nextHeaders: Record<string, string> = {}) {
      status = nextStatus;
      headers = nextHeaders;
    },
    /** Stops listening: the worker's connections are refused until `listen()`. */
    async refuse() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
