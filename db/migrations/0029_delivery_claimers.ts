import type { Kysely } from "kysely";

/**
 * Which worker claimed a lead's delivery: on PostgreSQL each worker holds a session advisory lock
 * under its own number while it runs, and a claim whose worker's lock is gone (its process was
 * killed, its connection dropped) is free at once instead of after the 60 s lease (ADR 0018).
 * SQLite leaves it empty: there the server frees a killed process's claims at start.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("webhook_deliveries").addColumn("locked_by", "integer").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("webhook_deliveries").dropColumn("locked_by").execute();
}
