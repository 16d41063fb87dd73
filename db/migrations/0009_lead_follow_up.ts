import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * The staff inbox: a follow-up status and note on each lead, and a log of every webhook attempt.
 * Attempts carry no foreign key: the worker may record one just as the lead is erased, and that
 * must not fail the delivery; they hold ids, statuses and times only, and orphans are swept by
 * the retention pass. Indexes serve the inbox, newest first, whole or by kind.
 */
export async function up(db: Kysely<any>) {
  const pg = dialectOf(db) === "postgres";
  const timestamp = pg ? "timestamptz" : "text";
  await db.schema
    .alterTable("leads")
    .addColumn("follow_up", "text", (c) =>
      c
        .notNull()
        .defaultTo("new")
        .check(sql`follow_up in ('new', 'contacted', 'closed')`),
    )
    .execute();
  await db.schema.alterTable("leads").addColumn("follow_up_note", "text").execute();
  await db.schema.alterTable("leads").addColumn("follow_up_at", sql.raw(timestamp)).execute();
  await db.schema.createIndex("leads_inbox_idx").on("leads").columns(["created_at desc", "id desc"]).execute();

  await db.schema
    .createTable("webhook_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull())
    .addColumn("at", sql.raw(timestamp), (c) => c.notNull())
    .addColumn("status", "integer")
    .addColumn("error", "text")
    .addColumn("duration_ms", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("webhook_attempts_lead_idx").on("webhook_attempts").columns(["lead_id", "at"]).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("webhook_attempts").ifExists().execute();
  await db.schema.dropIndex("leads_inbox_idx").ifExists().execute();
  for (const column of ["follow_up_at", "follow_up_note", "follow_up"]) {
    await db.schema.alterTable("leads").dropColumn(column).execute();
  }
}
