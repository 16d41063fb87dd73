import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A LEAD_WEBHOOK_SECRET for tests (Standard Webhooks form: whsec_ + base64 of random bytes). */
export const testWebhookSecret = `whsec_${randomBytes(32).toString("base64")}`;

export type ReceivedDelivery = {
  idempotencyKey: string;
  body: Record<string, unknown>;
  status: number;
  /** The request as it came, for checking its signature. */
  headers: http.IncomingHttpHeaders;
  raw: string;
};

/**
 * A local stand-in for the lead webhook: records every request, answers with the status the test
 * sets (200, 503, ...), can leave chosen requests unanswered (a hung receiver), and can stop
 * listening (connections refused) and listen again on the same port.
 */
export async function startWebhookReceiver() {
  const received: ReceivedDelivery[] = [];
  /** Requests left unanswered by `stall`, by body. */
  const stalled: Record<string, unknown>[] = [];
  let status = 200;
  let headers: Record<string, string> = {};
  let stalls: (body: Record<string, unknown>) => boolean = () => false;
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
      if (stalls(body)) {
        stalled.push(body);
        return;
      }
      received.push({ idempotencyKey: String(req.headers["idempotency-key"] ?? ""), body, status, headers: req.headers, raw });
      res.writeHead(status, { "Content-Type": "text/plain", ...headers });
      res.end(status < 300 ? "ok" : "unavailable");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    stalled,
    /** Requests answered 2xx, by Idempotency-Key. */
    delivered() {
      return new Set(received.filter((r) => r.status < 300).map((r) => r.idempotencyKey));
    },
    answer(nextStatus: number, nextHeaders: Record<string, string> = {}) {
      status = nextStatus;
      headers = nextHeaders;
    },
    /** Requests whose body matches get no answer at all, as from a receiver that hangs. */
    stall(match: (body: Record<string, unknown>) => boolean) {
      stalls = match;
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

/** A logger for the delivery worker that keeps what it is told, to check what an operator would read. */
export function captureLog() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => void lines.push({ level, fields, message });
  return { lines, log: { info: at("info"), warn: at("warn"), error: at("error") } as never };
}
