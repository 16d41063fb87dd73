import { type Kysely, PostgresAdapter } from "kysely";

export type DialectName = "sqlite" | "postgres";

/** Which database a Kysely instance talks to, for the few statements that differ. */
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
