// The cluster under test: one throwaway PostgreSQL database, N instances of the test build
// (`node server.js`) on their own ports, Debian's nginx in front configured by the recipe's own
// site file (deploy/nginx/wyp.conf), and a webhook that counts what reaches it.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { createDatabaseUrl } from "../support/databases";
import { TEST_BUILD_DIR } from "../support/environment";
import { freePort } from "../support/postgres-cluster";

const root = path.resolve(import.meta.dirname, "../..");
export const NGINX = process.env.NGINX_PATH || "/usr/sbin/nginx";
export const RECIPE_SITE = path.join(root, "deploy/nginx/wyp.conf");

export type Instance = {
  port: number;
  url: string;
  output(): string;
  /** Starts (again) and resolves once /healthz answers 200. */
  start(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
};

/** Webhook receiver: every POST's Idempotency-Key and body, answered 200 after `delayMs`. */
export async function startWebhook(delayMs = 0) {
  const received: Array<{ key: string; email: string }> = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ key: String(req.headers["idempotency-key"]), email: JSON.parse(body).email });
      setTimeout(() => res.end("ok"), delayMs);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Answers from https://127.0.0.1:port through nginx, sent from a chosen loopback address. */
export function send(
  baseUrl: string,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const url = new URL(pathname, baseUrl);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: init.method ?? "GET", headers: init.headers, localAddress: init.from, agent: false, rejectUnauthorized: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

export type Stream = {
  status: number;
  /** Gallery events received, by type ("update", "resync", ...), with the time each came. */
  events: Array<{ type: string; item?: { id: string; likes: number }; at: number }>;
  /** Resolves when the connection ends (an instance killed, nginx gone). */
  ended: Promise<void>;
  close(): void;
};

/** GET /api/gallery/events, read as a browser's EventSource would, from a chosen address. */
export function openStream(baseUrl: string, from?: string): Promise<Stream> {
  const url = new URL("/api/gallery/events", baseUrl);
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { headers: { Accept: "text/event-stream" }, localAddress: from, agent: false, rejectUnauthorized: false },
      (response) => {
        const events: Stream["events"] = [];
        let buffer = "";
        const ended = new Promise<void>((done) => {
          response.on("close", done);
          response.on("error", () => done());
        });
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            if (data) events.push({ ...JSON.parse(data), at: performance.now() });
          }
        });
        resolve({ status: response.statusCode ?? 0, events, ended, close: () => request.destroy() });
      },
    );
    request.on("error", reject);
  });
}

/** Polls `check` every 20 ms until it holds; fails after `timeoutMs` saying what was awaited. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The lines of the recipe's site file marked "test:", rewritten for this run. */
export function siteForTest(options: { ports: number[]; httpsPort: number; httpPort: number; certificate: string; key: string }) {
  const recipe = fs.readFileSync(RECIPE_SITE, "utf8");
  const marked = (mark: string) => recipe.split("\n").filter((line) => line.endsWith(`# test: ${mark}`));
  const swaps: Array<[string, string[]]> = [
    ["instances", options.ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)],
    ["http", [`    listen 127.0.0.1:${options.httpPort};`]],
    ["https", [`    listen 127.0.0.1:${options.httpsPort} ssl http2;`]],
    ["certificate", [`    ssl_certificate ${options.certificate};`]],
    ["key", [`    ssl_certificate_key ${options.key};`]],
    ["client build", [`        root ${path.join(root, TEST_BUILD_DIR, "client")};`]],
  ];
  let site = recipe;
  for (const [mark, lines] of swaps) {
    const found = marked(mark);
    // The recipe changed shape: the test must follow it, never run a file of its own.
    if (found.length === 0) throw new Error(`deploy/nginx/wyp.conf has no line marked "# test: ${mark}"`);
    site = site.replace(found.join("\n"), lines.join("\n"));
    for (const line of found.slice(1)) site = site.replace(`${line}\n`, "");
  }
  return site;
}

/** nginx as a child process (not a daemon, not the system service) in its own temp prefix. */
export async function startNginx(ports: number[]) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "wyp-nginx-"));
  fs.chmodSync(prefix, 0o755);
  const certificate = path.join(prefix, "cert.pem");
  const key = path.join(prefix, "key.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate, "-days", "1", "-subj", "/CN=127.0.0.1"],
    {
      stdio: "ignore",
    },
  );
  const httpsPort = await freePort();
  const httpPort = await freePort();
  fs.writeFileSync(path.join(prefix, "wyp.conf"), siteForTest({ ports, httpsPort, httpPort, certificate, key }));
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) fs.mkdirSync(path.join(prefix, dir), { mode: 0o777 });
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind, index) => `${kind}_temp_path ${path.join(prefix, ["body", "proxy", "fastcgi", "uwsgi", "scgi"][index]!)};`,
  );
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    [
      "worker_processes 1;",
      `pid ${path.join(prefix, "nginx.pid")};`,
      `error_log ${path.join(prefix, "error.log")} warn;`,
      "events { worker_connections 4096; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  access_log off;",
      ...temp.map((line) => `  ${line}`),
      `  include ${path.join(prefix, "wyp.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
  const child = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk) => (errors += chunk));
  const url = `https://127.0.0.1:${httpsPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await until("nginx to answer", async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errors}`);
      return send(url, "/healthz").then(
        (reply) => reply.status === 200,
        () => false,
      );
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, httpUrl: `http://127.0.0.1:${httpPort}`, stop };
}

/**
 * N instances of the test build on one new PostgreSQL database, as the recipe runs them: the
 * same APP_SECRET, TRUST_PROXY=1, one shared DATA_DIR (media), SITE_URL the balancer's address.
 */
export async function createInstances(count: number, env: Record<string, string>) {
  const database = await createDatabaseUrl("postgres");
  const secret = randomBytes(32).toString("hex");
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const instances: Instance[] = ports.map((port) => {
    let child: ChildProcess | undefined;
    let log = "";
    const url = `http://127.0.0.1:${port}`;
    return {
      port,
      url,
      output: () => log,
      async start() {
        child = spawn(process.execPath, [path.join(root, "server.js")], {
          cwd: root,
          stdio: ["ignore", "pipe", "pipe"],
          env: {
            ...process.env,
            NODE_ENV: "production",
            WYP_BUILD_DIR: TEST_BUILD_DIR,
            PORT: String(port),
            HOST: "127.0.0.1",
            DATA_DIR: database.dataDir,
            DATABASE_URL: database.databaseUrl!,
            APP_SECRET: secret,
            TRUST_PROXY: "1",
            LOG_LEVEL: "info",
            ...env,
          },
        });
        const current = child;
        current.stdout?.on("data", (chunk) => (log += chunk));
        current.stderr?.on("data", (chunk) => (log += chunk));
        await until(`the instance on ${port} to be healthy`, async () => {
          if (current.exitCode !== null) throw new Error(`instance on ${port} exited with ${current.exitCode}:\n${log}`);
          return send(url, "/healthz").then(
            (reply) => reply.status === 200,
            () => false,
          );
        });
      },
      async kill(signal) {
        const current = child;
        if (!current || current.exitCode !== null || current.signalCode !== null) return;
        const exited = new Promise((resolve) => current.once("exit", resolve));
        current.kill(signal);
        await exited;
      },
    };
  });
  return {
    instances,
    ports,
    databaseUrl: database.databaseUrl!,
    async destroy() {
      await Promise.all(instances.map((instance) => instance.kill("SIGKILL")));
      await database.drop();
    },
  };
}

/** How many times each log line with this message was written, across the instances. */
export function countLogged(instances: Instance[], message: string) {
  return instances.map(
    (instance) =>
      instance
        .output()
        .split("\n")
        .filter((line) => line.includes(`"msg":"${message}"`)).length,
  );
}

/** A sign-up as the home page's mentor form sends it (JSON), for a unique address. */
export function signUp(baseUrl: string, email: string, from?: string) {
  return send(baseUrl, "/resources/leads", {
    method: "POST",
    from,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({
      kind: "mentor",
      source: "home",
      website: "",
      firstName: "Maya",
      lastName: "Reyes",
      email,
      phone: "212-555-0100",
      track: "art",
    }),
  });
}
