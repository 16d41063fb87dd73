// The database a benchmark runs on, per dialect: SQLite in the app's own data folder, or
// PostgreSQL at BENCH_DATABASE_URL, or in a throwaway cluster when its binaries are here.
import os from "node:os";
import { hasPostgresBinaries } from "../tests/support/environment";
import { startPostgresCluster } from "../tests/support/postgres-cluster";

/** Undefined (and says so) when PostgreSQL was asked for and there is none to use. */
async function benchDatabase(dialect: string): Promise<{ databaseUrl?: string; stop(): void } | undefined> {
  if (dialect !== "postgres") return { stop() {} };
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { databaseUrl: given, stop() {} };
  if (!hasPostgresBinaries()) {
    console.log("postgres: skipped (no PostgreSQL binaries and no BENCH_DATABASE_URL)");
    return undefined;
  }
  const cluster = await startPostgresCluster();
  return { databaseUrl: cluster.url, stop: () => cluster.stop() };
}

/** Prints the machine, runs `bench` on each dialect's database in turn, then ends the process. */
export async function benchEachDialect(name: string, dialects: string[], bench: (dialect: string, databaseUrl?: string) => Promise<void>) {
  console.log(`${name} on ${os.cpus().length} cores, Node ${process.version}`);
  for (const dialect of dialects) {
    const database = await benchDatabase(dialect);
    if (!database) continue;
    try {
      await bench(dialect, database.databaseUrl);
    } finally {
      database.stop();
    }
  }
  // With the exit code a benchmark set (1 when its count check failed), 0 otherwise.
  process.exit();
}
