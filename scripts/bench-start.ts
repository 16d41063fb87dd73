/**
 * npm run bench:start
 *
 * Prints, for the production build (made first if missing): the cold start time of
 * `node server/start.js` until /healthz answers (median of 5, on an existing SQLite database, and
 * the first start that migrates and seeds), the idle RSS after start, and the JavaScript shipped
 * on / (every script and modulepreload of the page, as the server sends it gzip and Brotli).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import http from "node:http";

/** Bytes of a response body as the server sends it with the given Accept-Encoding. */
function transferredBytes(port: number, pathname: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, headers: { "accept-encoding": encoding } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

const root = path.resolve(import.meta.dirname, "..");
if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
  spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], { cwd: root, stdio: "inherit" });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wyp-bench-start-"));

async function startOnce() {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, [path.join(root, "server/start.js")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: "ignore",
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error("server exited");
    await new Promise((r) => setTimeout(r, 5));
  }
  return { ms: performance.now() - began, child, port };
}

function rssMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const first = await startOnce();
first.child.kill("SIGTERM");
await new Promise((r) => first.child.once("exit", r));

const times: number[] = [];
for (let i = 0; i < 5; i++) {
  const run = await startOnce();
  times.push(run.ms);
  if (i < 4) {
    run.child.kill("SIGTERM");
    await new Promise((r) => run.child.once("exit", r));
    continue;
  }
  // Last run: measure idle memory and the JavaScript shipped on /.
  const html = await (await fetch(`http://127.0.0.1:${run.port}/`)).text();
  const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) scripts.add(m[1]);
  let gz = 0;
  let br = 0;
  for (const src of scripts) {
    gz += await transferredBytes(run.port, src, "gzip");
    br += await transferredBytes(run.port, src, "br");
  }
  await new Promise((r) => setTimeout(r, 5_000));
  const rss = rssMb(run.child.pid!);
  run.child.kill("SIGTERM");
  await new Promise((r) => run.child.once("exit", r));
  times.sort((a, b) => a - b);
  console.log(`first start (migrate + seed 14 images): ${first.ms.toFixed(0)} ms`);
  console.log(`cold start, build present, existing database: median ${times[2].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[4].toFixed(0)}) over 5 starts`);
  console.log(`idle RSS 5 s after start: ${rss.toFixed(1)} MB`);
  console.log(`JavaScript on /: ${(gz / 1024).toFixed(1)} kB as sent gzip, ${(br / 1024).toFixed(1)} kB as sent Brotli, in ${scripts.size} files (bodies, without headers)`);
}
fs.rmSync(dataDir, { recursive: true, force: true });
