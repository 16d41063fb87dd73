// Helpers for the gallery tests: an SSE reader, requests from chosen loopback addresses (so
// per-IP rate limits stay real under load) and the operator CLI.
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import type { GalleryEvent, GalleryList } from "../../app/features/gallery/gallery";
import type { TestServer } from "./fixtures";

const root = path.resolve(import.meta.dirname, "../..");

export type EventReader = {
  events: Array<GalleryEvent | { type: "ping" }>;
  /** Resolves with the first event (already received or to come) that matches. */
  waitFor(match: (event: GalleryEvent | { type: "ping" }) => boolean, timeoutMs?: number): Promise<GalleryEvent | { type: "ping" }>;
  headers: http.IncomingHttpHeaders;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** Calls onEvent with each server-sent event of a response (its `event:` name and `data:` line) as it arrives. */
export function onServerSentEvents(response: http.IncomingMessage, onEvent: (event: { name?: string; data?: string }) => void) {
  let buffer = "";
  response.setEncoding("utf8");
  response.on("data", (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      onEvent({ name: /^event: (.*)$/m.exec(block)?.[1], data: /^data: (.*)$/m.exec(block)?.[1] });
    }
  });
}

/** Opens GET /api/gallery/events and parses what arrives. */
export function openEvents(baseUrl: string, headers: Record<string, string> = {}): Promise<EventReader> {
  return new Promise((resolve, reject) => {
    const waiters = new Set<() => void>();
    const events: EventReader["events"] = [];
    const request = http.get(`${baseUrl}/api/gallery/events`, { headers: { Accept: "text/event-stream", ...headers } }, (response) => {
      onServerSentEvents(response, ({ name, data }) => {
        if (name === "ping") events.push({ type: "ping" });
        else if (data) events.push(JSON.parse(data));
        for (const wake of waiters) wake();
      });
      resolve({
        events,
        headers: response.headers,
        ended: new Promise((ended) => response.once("end", () => ended())),
        close: () => request.destroy(),
        waitFor: (match, timeoutMs = 5_000) =>
          new Promise((done, fail) => {
            const check = () => {
              const found = events.find(match);
              if (!found) return false;
              waiters.delete(check);
              clearTimeout(timer);
              done(found);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.type))}`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          }),
      });
    });
    request.on("error", reject);
  });
}

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One HTTP request sent from a given local address (any 127.x.y.z works on Linux loopback). `path`
 * is sent exactly as written, where the URL's would have its dot segments and backslashes resolved.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; path?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const options = {
      method: init.method ?? "GET",
      headers: init.headers,
      localAddress,
      agent: false,
      ...(init.path && { path: init.path }),
    };
    const request = http.request(url, options, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end(init.body);
  });
}

export function likeFrom(localAddress: string, server: TestServer, id: string, cookie?: string) {
  return requestFrom(localAddress, `${server.baseUrl}/api/gallery/${id}/like`, {
    method: "POST",
    headers: { Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

export async function galleryList(server: TestServer, query = ""): Promise<GalleryList> {
  const response = await fetch(`${server.baseUrl}/api/gallery${query}`);
  if (!response.ok) throw new Error(`GET /api/gallery answered ${response.status}`);
  return (await response.json()) as GalleryList;
}

/** Runs `npm run gallery -- ...` against a server's (or a test's) database, as an operator would. */
export function galleryCli(server: Pick<TestServer, "dataDir" | "databaseUrl">, args: string[]) {
  return operatorCli("gallery", server, args);
}

/** One of the operator commands (scripts/NAME.ts) against a test server's data, as `npm run NAME -- ...` would run it. */
export function operatorCli(
  name: "gallery" | "leads" | "staff",
  server: Pick<TestServer, "dataDir" | "databaseUrl">,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, `scripts/${name}.ts`), ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? "", LOG_LEVEL: "warn", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

export function idFromCliOutput(stdout: string) {
  const id = /(?:Added|Updated): (\S+)/.exec(stdout)?.[1];
  if (!id) throw new Error(`no id in CLI output: ${stdout}`);
  return id;
}
