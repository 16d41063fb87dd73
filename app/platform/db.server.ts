import { connect, type Db } from "../../db/connect";
import { getEnv } from "./env.server";
import { errorSummary, logger } from "./logger.server";

let db: Db | undefined;

/** The process's one database handle, created on first use from the validated environment. */
export function getDb(): Db {
  if (!db) {
    const env = getEnv();
    db = connect({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      onCheckpointFailure: (error) =>
        logger.warn(
          { err: errorSummary(error) },
          "SQLite checkpoints went back to running inside commits; the site works, a little slower under load",
        ),
    });
  }
  return db;
}

export async function closeDb() {
  const current = db;
  db = undefined;
  await current?.destroy();
}

export type { Db };
