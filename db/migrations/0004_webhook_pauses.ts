import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * A webhook that answers 410 Gone is paused until an operator resumes it (`npm run leads --
 * resume`). The pause lives in the database so a restart, or another instance, keeps it; it is
 * keyed by the URL, so configuring a new webhook address starts unpaused.
 */
export async function up(db: Kysely<any>) {
  const pg = dialectOf(db) === "postgres";
  const timestamp = pg ? "timestamptz" : "text";
  await db.schema
    .createTable("webhook_pauses")
    .addColumn("url", "text", (c) => c.primaryKey())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("paused_at", sql.raw(timestamp), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("webhook_pauses").ifExists().execute();
}
