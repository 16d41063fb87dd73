// npm run bench:leads: sign-up throughput of the real server (npm start's build) on SQLite and on
// PostgreSQL, with the delivery worker running against a local webhook. Prints submissions/s and
// p99 latency. PostgreSQL: BENCH_DATABASE_URL, or a throwaway cluster when its binaries are here.
// Options (env): BENCH_DURATION seconds (10), BENCH_CONNECTIONS (20), WYP_BUILD_DIR (build).
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
// @ts-expect-error autocannon ships no type declarations (its result is used as any below)
import autocannon from "autocannon";
import pg from "pg";
import { hasPostgresBinaries } from "../tests/support/environment";
import { launchApp } from "../tests/support/app-process";
import { startPostgresCluster } from "../tests/support/postgres-cluster";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const body = new URLSearchParams({
  kind: "mentor",
  source: "home",
  website: "",
  firstName: "Bench",
  lastName: "Mark",
  email: "bench@example.org",
  phone: "212-555-0100",
  track: "music",
}).toString();

async function startReceiver() {
  let count = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      count += 1;
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, count: () => count, close: () => server.close() };
}

function startApp(env: Record<string, string>) {
  return launchApp({ env: { SEED_DEMO: "false", RATE_LIMIT_FORMS: "100000000", ...env }, label: "bench-leads" });
}

async function bench(label: string, env: Record<string, string>) {
  const receiver = await startReceiver();
  // The benchmark's receiver does not check signatures; the server signs every delivery all the same.
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const app = await startApp({ ...env, LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: secret });
  try {
    const url = `${app.baseUrl}/resources/leads`;
    const headers = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
    const warmUp = await autocannon({ url, method: "POST", headers, body, connections, duration: 2 });
    const result = await autocannon({ url, method: "POST", headers, body, connections, duration });
    const ok = result["2xx"];
    const stored = warmUp["2xx"] + ok;
    const received = receiver.count();
    // The worker keeps delivering after the load stops: time until the webhook has every lead.
    const settleStart = performance.now();
    while (receiver.count() < stored && performance.now() - settleStart < 60_000) await new Promise((resolve) => setTimeout(resolve, 50));
    const settled =
      receiver.count() >= stored
        ? `all ${stored} delivered ${((performance.now() - settleStart) / 1000).toFixed(1)} s after the load`
        : `only ${receiver.count()} of ${stored} delivered 60 s after the load`;
    console.log(
      `${label.padEnd(24)} ${(ok / duration).toFixed(0).padStart(6)} submissions/s   p99 ${String(result.latency.p99).padStart(4)} ms   p50 ${String(result.latency.p50).padStart(3)} ms   non-2xx ${result.non2xx}   errors ${result.errors}   (${connections} connections, ${duration} s; webhook had ${received} when the load stopped, ${settled})`,
    );
  } finally {
    await app.destroy();
    receiver.close();
  }
}

console.log(
  `Sign-up submissions (POST /resources/leads, mentor form, stored + outbox row, worker delivering) on ${os.cpus().length} CPU(s):`,
);
await bench("SQLite", {});

let cluster: Awaited<ReturnType<typeof startPostgresCluster>> | undefined;
let adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl && hasPostgresBinaries()) {
  cluster = await startPostgresCluster();
  adminUrl = cluster.url;
}
if (adminUrl) {
  const name = `wyp_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await bench("PostgreSQL", { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    cluster?.stop();
  }
} else {
  console.log("PostgreSQL skipped: set BENCH_DATABASE_URL or install PostgreSQL 15.");
}
