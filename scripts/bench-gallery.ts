// npm run bench:gallery: the gallery's figures against the real server (npm start's build), on
// SQLite and on PostgreSQL.
// 1. Likes: autocannon (in this process, the server in its own) POSTs likes on one item, each
//    request a new visitor (no cookie), so every request is a real insert + increment. Prints
//    likes/s, p50/p99 latency, non-2xx, and checks likes == gallery_likes rows afterwards.
// 2. Fan-out: N clients hold the event stream open, each from its own loopback address
//    (127.1.x.y: all of 127.0.0.0/8 is this machine) so the per-address cap STREAMS_PER_ADDRESS
//    applies as in production; one like is sent; prints the time until every client had the
//    change (p50/p95/max over several rounds) and the server's RSS.
// PostgreSQL: BENCH_DATABASE_URL, or a throwaway cluster when its binaries are here.
// Options (env): BENCH_DURATION seconds (10), BENCH_CONNECTIONS (50), BENCH_STREAMS (10000),
// BENCH_ROUNDS (5), BENCH_DIALECTS (sqlite,postgres), WYP_BUILD_DIR (build).
import http from "node:http";
// @ts-expect-error autocannon ships no type declarations (its result is used as any below)
import autocannon from "autocannon";
import { connect } from "../db/connect";
import { type AppProcess, launchApp, rssMb } from "../tests/support/app-process";
import { onServerSentEvents } from "../tests/support/gallery";
import { benchEachDialect } from "./bench-database";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const streams = Number(process.env.BENCH_STREAMS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const dialects = (process.env.BENCH_DIALECTS ?? "sqlite,postgres").split(",");

type App = AppProcess;

function startApp(databaseUrl?: string, extraEnv: Record<string, string> = {}): Promise<App> {
  // Limits would refuse a benchmark from one address.
  return launchApp({
    env: {
      DATABASE_URL: databaseUrl ?? "",
      SEED_DEMO: "true",
      RATE_LIMIT_LIKES: "1000000000",
      NEW_VISITORS_PER_HOUR: "1000000000",
      ITEM_LIKES_NEW_VISITORS_PER_DAY: "1000000000",
      ITEM_LIKES_PER_DAY: "1000000000",
      ...extraEnv,
    },
    label: "bench-gallery",
  });
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function itemIds(app: App) {
  const { items } = (await (await fetch(`${app.baseUrl}/api/gallery`)).json()) as { items: Array<{ id: string }> };
  return items.map((item) => item.id);
}

async function benchLikes(app: App, id: string) {
  const url = `${app.baseUrl}/api/gallery/${id}/like`;
  const run = (seconds: number) =>
    autocannon({ url, method: "POST", headers: { accept: "application/json" }, connections, duration: seconds }) as Promise<any>;
  await run(2); // warm-up: JIT, caches, the pool
  const result = await run(duration);
  // Requests autocannon gave up on at the end may still be committing: let them land, then read
  // the count and the rows in one statement (one snapshot).
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const db = connect({ databaseUrl: app.databaseUrl, dataDir: app.dataDir, maxConnections: 1 });
  const item = await db
    .selectFrom("gallery_items")
    .select((eb) => ["likes", eb.selectFrom("gallery_likes").select(eb.fn.countAll<number>().as("n")).where("item_id", "=", id).as("rows")])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const rows = { n: item.rows };
  await db.destroy();
  return {
    likesPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    consistent: Number(item.likes) === Number(rows.n),
    total: Number(item.likes),
  };
}

/** Client n's own loopback address: 127.1.0.1, 127.1.0.2, … 127.1.39.250 for 10,000. */
const loopbackAddress = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/** Opens `count` event streams, each from its own address; resolves once every one has received its first bytes. */
async function openStreams(app: App, count: number) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const requests: http.ClientRequest[] = [];
  const waiting = new Set<(id: string) => void>();
  const open = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(`${app.baseUrl}/api/gallery/events`, { agent, localAddress: loopbackAddress(i) }, (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream ${i} answered ${response.statusCode}`));
        response.once("data", () => resolve());
        onServerSentEvents(response, ({ data }) => {
          if (data) for (const waiter of waiting) waiter(data);
        });
      });
      request.on("error", reject);
      requests.push(request);
    });
  // In waves: 10,000 connections at once would overflow the server's listen backlog (511) and be reset.
  const WAVE = 250;
  for (let first = 0; first < count; first += WAVE) {
    await Promise.all(Array.from({ length: Math.min(WAVE, count - first) }, (_, i) => open(first + i)));
  }
  return {
    /** Likes an item and measures, per stream, the time until its update arrived. */
    async measure(id: string): Promise<number[]> {
      const times: number[] = [];
      const started = performance.now();
      const done = new Promise<void>((resolve) => {
        // Each stream passes its events to this one waiter: one arrival per stream for this item.
        let arrivals = 0;
        const waiter = (data: string) => {
          if (!data.includes(`"id":"${id}"`)) return;
          arrivals += 1;
          times.push(performance.now() - started);
          if (arrivals >= count) {
            waiting.delete(waiter);
            resolve();
          }
        };
        waiting.add(waiter);
      });
      await fetch(`${app.baseUrl}/api/gallery/${id}/like`, { method: "POST", headers: { accept: "application/json" } });
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      return times;
    },
    close() {
      for (const request of requests) request.destroy();
      agent.destroy();
    },
  };
}

async function benchFanout(app: App, ids: string[]) {
  const clients = await openStreams(app, streams);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rss = rssMb(app.pid());
  const all: number[] = [];
  let missing = 0;
  for (let round = 0; round < rounds; round++) {
    const times = await clients.measure(ids[round % ids.length]);
    missing += streams - times.length;
    all.push(...times);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  clients.close();
  all.sort((a, b) => a - b);
  return { rss, p50: percentile(all, 50), p95: percentile(all, 95), max: all[all.length - 1], missing };
}

function printLikes(label: string, likes: Awaited<ReturnType<typeof benchLikes>>) {
  console.log(
    `${label}: likes ${likes.likesPerSecond}/s, p50 ${likes.p50} ms, p99 ${likes.p99} ms (${connections} connections, ${duration} s, each request a new visitor); ` +
      `non-2xx ${likes.non2xx}, errors ${likes.errors}; likes == gallery_likes rows: ${likes.consistent ? "yes" : "NO"} (${likes.total})`,
  );
}

async function benchDialect(dialect: string, databaseUrl?: string) {
  const app = await startApp(databaseUrl);
  try {
    const ids = await itemIds(app);
    printLikes(dialect, await benchLikes(app, ids[0]));
    const fanout = await benchFanout(app, ids.slice(1));
    console.log(
      `${dialect}: fan-out to ${streams} streams, ${rounds} changes: every client had it in p50 ${fanout.p50.toFixed(1)} ms, p95 ${fanout.p95.toFixed(1)} ms, max ${fanout.max.toFixed(1)} ms` +
        `${fanout.missing ? `, ${fanout.missing} deliveries missing` : ""}; server RSS with them connected ${fanout.rss.toFixed(0)} MB`,
    );
  } finally {
    await app.destroy();
  }
}

await benchEachDialect("bench:gallery", dialects, benchDialect);
