import { connect, type Db } from "../../db/connect";
import { getEnv } from "./env.server";

let db: Db | undefined;

/** The process's one database handle, created on first use from the validated environment. */
export function getDb(): Db {
  if (!db) {
    const env = getEnv();
    db = connect({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  }
  return db;
}

export async function closeDb() {
  const current = db;
  db = undefined;
  await current?.destroy();
}

export type { Db };
