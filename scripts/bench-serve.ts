// npm run bench:serve: how fast the site serves pages, against the real server (npm start's
// build, SQLite) with a gallery of 10,000 works, and nginx serving the same prerendered file in
// the same run when Debian's nginx is installed. Like with like: both are asked for gzip only, and
// nginx sends a gzip copy of the very file (gzip_static, level 9 as the host's), so both send the
// same bytes. Load comes from wrk (Debian's; autocannon when it is missing) in another process,
// after a 3 s warm-up: per route req/s, p50/p99 latency, bytes per response and the ratio to nginx.
// Prints the Node version: compare Node 20 and 24 by running it under each.
// Options (env): BENCH_DURATION seconds per route (10), BENCH_WORKS (10000), WYP_BUILD_DIR (build).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
// @ts-expect-error autocannon ships no type declarations
import autocannon from "autocannon";
import { launchApp } from "../tests/support/app-process";
import { freePort } from "../tests/support/postgres-cluster";
import { seedGalleryWorks } from "./seed-gallery-works";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const works = Number(process.env.BENCH_WORKS ?? 10_000);
const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.resolve(root, process.env.WYP_BUILD_DIR || "build", "client");
const NGINX = "/usr/sbin/nginx";
const WRK = "/usr/bin/wrk";

type Figures = { rps: number; p50: number; p99: number; bytes: number; non2xx: number };

/** wrk's --latency text: requests/s, the 50% and 99% lines, bytes read, non-2xx. */
function parseWrk(out: string): Figures {
  const ms = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1);
  const latency = (p: string) => {
    const m = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(out);
    return m ? ms(m[1], m[2]) : NaN;
  };
  const total = /(\d+) requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/.exec(out);
  const scale = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[total?.[3] ?? "B"] ?? 1;
  const requests = Number(total?.[1] ?? 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: latency("50"),
    p99: latency("99"),
    bytes: requests ? (Number(total?.[2] ?? 0) * scale) / requests : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

async function load(url: string, connections: number, headers: Record<string, string>): Promise<Figures> {
  if (fs.existsSync(WRK)) {
    const args = [
      "-t1",
      `-c${connections}`,
      `-d${duration}s`,
      "--latency",
      ...Object.entries(headers).flatMap(([k, v]) => ["-H", `${k}: ${v}`]),
      url,
    ];
    execFileSync(WRK, ["-t1", `-c${connections}`, "-d3s", ...args.slice(3)], { encoding: "utf8" }); // warm-up
    return parseWrk(execFileSync(WRK, args, { encoding: "utf8" }));
  }
  const run = (seconds: number) => autocannon({ url, connections, duration: seconds, headers }) as Promise<Record<string, any>>;
  await run(3);
  const result = await run(duration);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / Math.max(1, result.requests.total),
    non2xx: result.non2xx,
  };
}

/**
 * nginx with one worker on a free loopback port serving the prerendered home page and a gzip copy
 * of it (the build keeps no compressed copy of its pages: the host compresses them at start, gzip
 * at level 9), or undefined without nginx.
 */
async function startNginx() {
  if (!fs.existsSync(NGINX)) return undefined;
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "wyp-nginx-"));
  const root = path.join(prefix, "root");
  fs.mkdirSync(root);
  const home = fs.readFileSync(path.join(clientDir, "index.html"));
  fs.writeFileSync(path.join(root, "index.html"), home);
  fs.writeFileSync(path.join(root, "index.html.gz"), zlib.gzipSync(home, { level: 9 }));
  // Its workers run as another user: they must be able to read the files.
  for (const dir of [prefix, root]) fs.chmodSync(dir, 0o755);
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `worker_processes 1;
daemon off;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { text/html html; }
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { stdio: "inherit" });
  for (
    let i = 0;
    i < 50 &&
    !(await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop() {
      child.kill("SIGQUIT");
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The body's size without compression, or what went wrong. */
function uncompressedSize(url: string): Promise<string> {
  return new Promise((resolve) => {
    http
      .get(url, { headers: { "Accept-Encoding": "identity" }, agent: false }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
        res.on("end", () => resolve(`${(bytes / 1024).toFixed(1)} kB (status ${res.statusCode})`));
        res.on("error", (error) => resolve(`failed after ${bytes} bytes of status ${res.statusCode}: ${error.message}`));
      })
      .on("error", (error) => resolve(`failed: ${error.message}`));
  });
}

const app = await launchApp({ env: { SEED_DEMO: "true", LOG_LEVEL: "warn" }, label: "bench-serve" });
const nginx = await startNginx();
try {
  await seedGalleryWorks(app.dataDir, works, "Seeded for the serving benchmark.");
  const compressed = { "Accept-Encoding": "gzip" };
  const routes: Array<[label: string, url: string, connections: number]> = [
    ["/ (prerendered)", "/", 100],
    ["/about (prerendered)", "/about", 100],
    ["/tracks (prerendered)", "/tracks", 100],
    ["/wyp-gallery (first page)", "/wyp-gallery", 50],
    ["/wyp-gallery?age=13-15", "/wyp-gallery?age=13-15", 50],
    ["/api/gallery", "/api/gallery", 50],
    ["not-found page", "/no-such-page", 50],
  ];
  console.log(
    `Serving on ${os.cpus().length} CPU(s), Node ${process.version} (the server's), ${works} seeded works, ${duration} s per route after a 3 s warm-up, Accept-Encoding: gzip; load from ${fs.existsSync(WRK) ? "wrk -t1" : "autocannon"}.`,
  );
  const nginxFigures = nginx ? await load(`${nginx.baseUrl}/`, 100, compressed) : undefined;
  const rows = [];
  if (nginxFigures) rows.push(["nginx, / (same file, 1 worker)", nginxFigures, 100] as const);
  for (const [label, url, connections] of routes)
    rows.push([label, await load(`${app.baseUrl}${url}`, connections, compressed), connections] as const);
  console.log("| route | connections | req/s | p50 ms | p99 ms | bytes/response | × nginx |");
  console.log("|---|---|---|---|---|---|---|");
  for (const [label, figures, connections] of rows) {
    const ratio = nginxFigures ? (figures.rps / nginxFigures.rps).toFixed(2) : "n/a";
    const flag = figures.non2xx && !label.startsWith("not-found") ? ` (${figures.non2xx} non-2xx)` : "";
    console.log(
      `| ${label} | ${connections} | ${Math.round(figures.rps)}${flag} | ${figures.p50.toFixed(1)} | ${figures.p99.toFixed(1)} | ${Math.round(figures.bytes)} | ${ratio} |`,
    );
  }
  // What a phone must parse, whatever the wire carried: the first pages uncompressed.
  for (const url of ["/wyp-gallery", "/api/gallery"])
    console.log(`${url} first page, uncompressed: ${await uncompressedSize(`${app.baseUrl}${url}`)}`);
} finally {
  nginx?.stop();
  await app.destroy();
}
