import fs from "node:fs";
import path from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement, sql } from "kysely";
import Sqlite from "libsql";
import { createRequire } from "node:module";
import type pgTypesOnly from "pg";
import { DATA_FILE_MODE, secureDataDir } from "./data-dir";
import { type Checkpoints, checkpointOffTheEventLoop } from "./wal-checkpoints";
import { dialectOf } from "./dialect";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

export type ConnectOptions = {
  /** postgres:// URL; without it the embedded SQLite file in dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** SQLite: told when checkpoints could not run off the event loop and went back to automatic. */
  onCheckpointFailure?: (error: unknown) => void;
};

// pg is loaded only when PostgreSQL is used; the embedded default never pays for it.
const require = createRequire(import.meta.url);
let pgModule: typeof pgTypesOnly | undefined;
const loadPg = () => (pgModule ??= require("pg") as typeof pgTypesOnly);

// timestamptz and timestamp come back as ISO strings, the same shape SQLite gives.
const pgTypes = {
  getTypeParser(oid: number, format?: any) {
    if (oid === 1184 || oid === 1114) return (value: string) => new Date(oid === 1114 ? `${value}Z` : value).toISOString();
    if (oid === 20) return (value: string) => Number(value); // bigint counts (count(*)) fit a double here
    return loadPg().types.getTypeParser(oid, format);
  },
};

export function sqlitePath(dataDir: string) {
  return path.join(dataDir, "wyp.sqlite");
}

export function connect({ databaseUrl, dataDir, maxConnections = 10, onCheckpointFailure }: ConnectOptions): Db {
  if (databaseUrl) {
    const pool = new (loadPg().Pool)({
      connectionString: databaseUrl,
      max: maxConnections,
      types: pgTypes,
      connectionTimeoutMillis: 5_000,
    });
    // A client that loses its server (a restart, a failover, a terminated backend) must not crash
    // the process: idle ones report on the pool, which replaces them; one checked out between two
    // queries (inside a transaction, or just before its release) reports on itself, and with no
    // listener there Node would end the process. Its next query fails and is handled as a query error.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  secureDataDir(dataDir);
  // Created private before SQLite opens it: its -wal and -shm files take the same mode.
  fs.closeSync(fs.openSync(sqlitePath(dataDir), "a", DATA_FILE_MODE));
  const database = new Sqlite(sqlitePath(dataDir));
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  // Deleted rows are overwritten, not just unlinked: an erased person's data must not linger in free pages.
  database.pragma("secure_delete = ON");
  const checkpoints = checkpointOffTheEventLoop(database, sqlitePath(dataDir), onCheckpointFailure);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database, checkpoints) }) });
}

/** Statements kept prepared; past this many distinct texts the cache starts over. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The libsql database as Kysely sees it, with each statement text prepared once. Preparing cost
 * more than running a like's statements (150 of ~1,000 µs per like, measured with --cpu-prof
 * under bench:gallery). Kysely runs one statement at a time on its single SQLite connection, so
 * a cached statement is never used twice at once; streamed reads (iterate) get their own, since
 * a caller may stop reading half way.
 */
function withStatementCache(database: Sqlite.Database, checkpoints: Checkpoints): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      checkpoints.stop();
      database.close();
    },
    prepare(text) {
      let statement = statements.get(text);
      if (!statement) {
        const prepared = database.prepare(text);
        const reader = prepared.reader;
        statement = {
          reader,
          all: (parameters) => prepared.all(parameters),
          run: (parameters) => prepared.run(parameters),
          iterate: (parameters) => database.prepare(text).iterate(parameters),
        };
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** The advisory lock every instance takes to migrate and seed at start (any number, fixed). */
const STARTUP_LOCK = 7_390_016;

export type MigrateOptions = {
  /** Runs under the same lock once migrated (seeding an empty database), so it runs once too. */
  afterwards?: () => Promise<void>;
  /** Told of migrations in the database this version does not know (a newer one is rolling out). */
  onNewerSchema?: (names: string[]) => void;
};

/**
 * Applies pending migrations, one instance at a time: with PostgreSQL a session advisory lock
 * makes instances starting together against an empty database wait for the first, which
 * migrates (and seeds) while the others then find nothing to do. A database already migrated
 * by a newer version is left as it is: migrations only add (docs/operations/running-at-scale.md), so
 * this older version still runs on it during a rolling restart.
 */
export async function migrateToLatest(db: Db, options: MigrateOptions = {}) {
  const run = async () => {
    const newer = await migrationsUnknownHere(db);
    if (newer.length) {
      options.onNewerSchema?.(newer);
      await options.afterwards?.();
      return [];
    }
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    await options.afterwards?.();
    return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
  };
  if (dialectOf(db) !== "postgres") return run();
  // Session locks belong to one connection: take and release it on the same one.
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await run();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}

/** Names in Kysely's migration table that this build's list does not have. */
async function migrationsUnknownHere(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === "kysely_migration")) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((row) => row.name).filter((name) => !(name in migrations));
}

/** True when the database answers a trivial query. */
export async function ping(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export { dialectOf };
