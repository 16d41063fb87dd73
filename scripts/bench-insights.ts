// npm run bench:insights: page-view beacons (POST /resources/insights) against the real server
// (npm start's build), on SQLite and on PostgreSQL, over loopback. N connections (in this process,
// the server in its own) each send beacon after beacon, waiting for each answer, until the
// deadline (and never more than BENCH_MAX_BEACONS in all), so every beacon sent was answered and
// the check is exact: views counted == beacons answered 204, per day and per page, and visitors ==
// the distinct addresses that sent them (one browser, BENCH_VISITORS addresses played through
// X-Forwarded-For behind TRUST_PROXY=1). The per-address rate is raised: one address would be
// refused past it. Prints beacons/s and p50/p99 latency.
// PostgreSQL: BENCH_DATABASE_URL, or a throwaway cluster when its binaries are here.
// Options (env): BENCH_DURATION seconds (10), BENCH_CONNECTIONS (20, as bench:leads: each waits for
// its answer, so more connections on this machine only queue), BENCH_VISITORS (500),
// BENCH_MAX_BEACONS (500000), BENCH_DIALECTS (sqlite,postgres), WYP_BUILD_DIR (build).
import http from "node:http";
import { connect } from "../db/connect";
import { type AppProcess, launchApp } from "../tests/support/app-process";
import { benchEachDialect } from "./bench-database";
import { INSIGHTS_BEACON_PATH } from "../app/features/insights/beacon-path";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const visitorCount = Number(process.env.BENCH_VISITORS ?? 500);
const maxBeacons = Number(process.env.BENCH_MAX_BEACONS ?? 500_000);
const dialects = (process.env.BENCH_DIALECTS ?? "sqlite,postgres").split(",");

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const pages = ["/", "/art", "/es/art", "/sport", "/wyp-gallery", "/es"];
const bodies = pages.map((p, i) =>
  JSON.stringify({
    p,
    l: p.startsWith("/es") ? "es" : "en",
    d: i % 2 ? "phone" : "desktop",
    ...(i === 1 ? { s: "flyer", m: "print" } : {}),
  }),
);
// 198.18.0.0/15: the range set aside for benchmarks.
const addressOf = (visitor: number) => `198.18.${visitor >> 8}.${visitor & 255}`;

function startApp(databaseUrl?: string): Promise<AppProcess> {
  return launchApp({
    env: { DATABASE_URL: databaseUrl ?? "", SEED_DEMO: "false", TRUST_PROXY: "1", RATE_LIMIT_BEACONS: "1000000000" },
    label: "bench-insights",
  });
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

type Tally = { ok: number; perPage: number[]; visitors: Set<number>; non2xx: number; errors: number; latencies: number[] };
const tally = (): Tally => ({ ok: 0, perPage: pages.map(() => 0), visitors: new Set(), non2xx: 0, errors: 0, latencies: [] });

function beacon(agent: http.Agent, app: AppProcess, body: string, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${app.baseUrl}${INSIGHTS_BEACON_PATH}`,
      {
        method: "POST",
        agent,
        headers: {
          "Content-Type": "text/plain;charset=UTF-8",
          "Content-Length": Buffer.byteLength(body),
          "User-Agent": CHROME,
          "X-Forwarded-For": address,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

let sentInAll = 0;

/** `connections` loops, each sending one beacon at a time until `seconds` are up. */
async function run(app: AppProcess, seconds: number, into: Tally) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const deadline = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline && sentInAll < maxBeacons) {
      const n = sentInAll++;
      const page = n % pages.length;
      const visitor = n % visitorCount;
      const started = performance.now();
      try {
        const status = await beacon(agent, app, bodies[page], addressOf(visitor));
        into.latencies.push(performance.now() - started);
        if (status === 204) {
          into.ok += 1;
          into.perPage[page] += 1;
          into.visitors.add(visitor);
        } else into.non2xx += 1;
      } catch {
        into.errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  return (performance.now() - started) / 1000;
}

async function benchDialect(dialect: string, databaseUrl?: string) {
  sentInAll = 0;
  const app = await startApp(databaseUrl);
  const db = connect({ databaseUrl: app.databaseUrl ?? databaseUrl, dataDir: app.dataDir, maxConnections: 1 });
  try {
    const warm = tally();
    await run(app, 2, warm); // warm-up: JIT, the day's salt, the pool
    const measured = tally();
    const elapsed = await run(app, duration, measured);
    const latencies = measured.latencies.sort((x, y) => x - y);

    const rows = await db.selectFrom("insight_counts").select(["day", "dimension", "value", "views", "visitors"]).execute();
    const sum = (dimension: string, value: string, field: "views" | "visitors") =>
      rows.filter((row) => row.dimension === dimension && row.value === value).reduce((total, row) => total + Number(row[field]), 0);
    const answered = warm.ok + measured.ok;
    const visitors = new Set([...warm.visitors, ...measured.visitors]).size;
    const days = new Set(rows.map((row) => row.day)).size;
    const views = sum("day", "", "views");
    const counted = sum("day", "", "visitors");
    const perPage = pages.every((page, i) => sum("page", page, "views") === warm.perPage[i] + measured.perPage[i]);
    const exact = views === answered && perPage && (days > 1 || counted === visitors);
    console.log(
      `${dialect}: beacons ${Math.round(measured.ok / elapsed)}/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms ` +
        `(${connections} connections, ${duration} s, ${visitorCount} visitors); non-204 ${warm.non2xx + measured.non2xx}, errors ${warm.errors + measured.errors}; ` +
        `views counted == beacons answered 204: ${views === answered ? "yes" : "NO"} (${views} / ${answered}); per page: ${perPage ? "yes" : "NO"}; ` +
        `visitors == distinct senders: ${days > 1 ? "not checked (the run crossed New York midnight)" : counted === visitors ? "yes" : "NO"} (${counted} / ${visitors})`,
    );
    if (!exact) process.exitCode = 1;
  } finally {
    await db.destroy();
    await app.destroy();
  }
}

await benchEachDialect("bench:insights", dialects, benchDialect);
