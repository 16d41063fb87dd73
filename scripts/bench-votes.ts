// npm run bench:votes: Weekly Drop votes against the real server (npm start's build), on SQLite and
// on PostgreSQL. The page clock is pinned to a Saturday of voting and the week has a few approved
// entries; N connections (in this process, the server in its own) each send vote after vote, every
// request a new visitor (no cookie) voting for the next of the week's entries, so every request is
// a real insert. Each connection waits for its answer before the next request and stops sending at
// the deadline, so every vote sent was answered: the check is exact. Prints votes/s, p50/p99
// latency, non-2xx, and checks successful votes == drop_votes rows and each entry's total against
// what was sent for it. Limits are raised through the environment, as for the likes' benchmark:
// one address would be refused past its caps (that is weekly-drop:stuffing's measure, not this one's).
// PostgreSQL: BENCH_DATABASE_URL, or a throwaway cluster when its binaries are here.
// Options (env): BENCH_DURATION seconds (10), BENCH_CONNECTIONS (50), BENCH_ENTRIES (4),
// BENCH_DIALECTS (sqlite,postgres), WYP_BUILD_DIR (build).
import http from "node:http";
import { connect } from "../db/connect";
import { type AppProcess, launchApp } from "../tests/support/app-process";
import { seedEntries, VOTING_SATURDAY, votesPerEntry } from "../tests/support/weekly-drop-votes";
import { benchEachDialect } from "./bench-database";
import { weeklyDropVotePath } from "../app/features/weekly-drop/entries";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const entryCount = Number(process.env.BENCH_ENTRIES ?? 4);
const dialects = (process.env.BENCH_DIALECTS ?? "sqlite,postgres").split(",");

const unlimited = "1000000000";

function startApp(databaseUrl?: string): Promise<AppProcess> {
  return launchApp({
    env: {
      DATABASE_URL: databaseUrl ?? "",
      SEED_DEMO: "false",
      PAGES_AS_OF: VOTING_SATURDAY,
      RATE_LIMIT_VOTES: unlimited,
      NEW_VISITORS_PER_HOUR: unlimited,
      ENTRY_VOTES_NEW_VISITORS_PER_DAY: unlimited,
      ENTRY_VOTES_PER_DAY: unlimited,
    },
    label: "bench-votes",
  });
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

type Tally = { sent: Map<string, number>; ok: number; non2xx: number; errors: number; latencies: number[] };

function vote(agent: http.Agent, app: AppProcess, entryId: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${app.baseUrl}${weeklyDropVotePath(entryId)}`,
      { method: "POST", agent, headers: { Accept: "application/json", "Content-Length": "0" } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** `connections` loops, each sending one vote at a time until `seconds` are up. */
async function run(app: AppProcess, entryIds: string[], seconds: number, tally: Tally) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      const entryId = entryIds[next++ % entryIds.length];
      const started = performance.now();
      try {
        const { status, body } = await vote(agent, app, entryId);
        tally.latencies.push(performance.now() - started);
        if (status === 200) {
          const answered = (JSON.parse(body) as { entryId: string }).entryId;
          tally.sent.set(answered, (tally.sent.get(answered) ?? 0) + 1);
          tally.ok += 1;
        } else tally.non2xx += 1;
      } catch {
        tally.errors += 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  return (performance.now() - started) / 1000;
}

async function benchVotes(app: AppProcess) {
  const db = connect({ databaseUrl: app.databaseUrl, dataDir: app.dataDir, maxConnections: 1 });
  try {
    const entries = await seedEntries(
      db,
      Array.from({ length: entryCount }, (_, i) => ({ title: `Bench Entry ${i + 1}`, status: "approved" as const })),
    );
    const ids = entries.map((entry) => entry.id);
    const warm: Tally = { sent: new Map(), ok: 0, non2xx: 0, errors: 0, latencies: [] };
    await run(app, ids, 2, warm); // warm-up: JIT, the entries' cache, the pool
    const measured: Tally = { sent: new Map(warm.sent), ok: 0, non2xx: 0, errors: 0, latencies: [] };
    const elapsed = await run(app, ids, duration, measured);
    const stored = await votesPerEntry(db);
    const rows = [...stored.values()].reduce((sum, n) => sum + n, 0);
    const latencies = measured.latencies.sort((x, y) => x - y);
    return {
      perSecond: Math.round(measured.ok / elapsed),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      non2xx: measured.non2xx + warm.non2xx,
      errors: measured.errors + warm.errors,
      successful: warm.ok + measured.ok,
      rows,
      perEntryMatches: ids.every((id) => (stored.get(id) ?? 0) === (measured.sent.get(id) ?? 0)),
    };
  } finally {
    await db.destroy();
  }
}

async function benchDialect(dialect: string, databaseUrl?: string) {
  const app = await startApp(databaseUrl);
  try {
    const r = await benchVotes(app);
    console.log(
      `${dialect}: votes ${r.perSecond}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (${connections} connections, ${duration} s, each request a new visitor); ` +
        `non-2xx ${r.non2xx}, errors ${r.errors}; successful votes == drop_votes rows: ${r.successful === r.rows ? "yes" : "NO"} (${r.successful} / ${r.rows}); ` +
        `per-entry totals match what was sent: ${r.perEntryMatches ? "yes" : "NO"}`,
    );
  } finally {
    await app.destroy();
  }
}

await benchEachDialect("bench:votes", dialects, benchDialect);
