/**
 * npm run bench:start
 *
 * Prints, for the production build (made first if missing): the cold start time of
 * the production server until /healthz answers (median of 5, on an existing SQLite database, and
 * the first start that migrates and seeds), the idle RSS after start, and the JavaScript shipped
 * on / (every module the page loads at start, as the server sends it gzip and Brotli).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { clientModulesOf } from "../performance/client-scripts.server";
import { launchApp, rssMb } from "../tests/support/app-process";

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

// One data folder for every start: the first migrates and seeds, the others find it ready.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wyp-bench-start-"));
const start = () => launchApp({ env: { WYP_BUILD_DIR: "" }, dataDir });

const first = await start();
await first.stop();

const times: number[] = [];
for (let i = 0; i < 4; i++) {
  const run = await start();
  times.push(run.startMs());
  await run.stop();
}
// Last run: measure idle memory and the JavaScript shipped on /.
const run = await start();
times.push(run.startMs());
const html = await (await fetch(`${run.baseUrl}/`)).text();
const scripts = clientModulesOf(html);
if (!scripts.length) throw new Error("no client modules found on /");
let gz = 0;
let br = 0;
for (const src of scripts) {
  gz += await transferredBytes(run.port, src, "gzip");
  br += await transferredBytes(run.port, src, "br");
}
await new Promise((r) => setTimeout(r, 5_000));
const rss = rssMb(run.pid());
await run.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

times.sort((a, b) => a - b);
console.log(`first start (migrate + seed 14 images): ${first.startMs().toFixed(0)} ms`);
console.log(
  `cold start, build present, existing database: median ${times[2].toFixed(0)} ms (min ${times[0].toFixed(0)}, max ${times[4].toFixed(0)}) over 5 starts`,
);
console.log(`idle RSS 5 s after start: ${rss.toFixed(1)} MB`);
console.log(
  `JavaScript on /: ${(gz / 1024).toFixed(1)} kB as sent gzip, ${(br / 1024).toFixed(1)} kB as sent Brotli, in ${scripts.length} files (bodies, without headers)`,
);
