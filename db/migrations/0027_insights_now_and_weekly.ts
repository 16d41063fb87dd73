import type { Kysely } from "kysely";

/**
 * Insights, issue 45:
 * - insight_live: when each of today's visitor hashes last sent a view, for "visitors in the last
 *   5 minutes". A hash older than that is deleted as views come in, and every row goes with the
 *   day's salt (counting.server.ts endDays): nothing in it outlives the day or names a person.
 * - staff_users.insights_weekly: 1 when the member asked for the weekly insights email.
 * - insight_weekly_mail: one row per week whose email was queued, inserted in the transaction that
 *   queues it, so several instances send each week's email once.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("insight_live")
    .addColumn("visitor", "text", (c) => c.primaryKey())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("seen_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("insight_live_seen_idx").on("insight_live").column("seen_at").execute();
  await db.schema
    .alterTable("staff_users")
    .addColumn("insights_weekly", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("insight_weekly_mail")
    .addColumn("week", "text", (c) => c.primaryKey())
    .addColumn("queued_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("insight_weekly_mail").ifExists().execute();
  await db.schema.alterTable("staff_users").dropColumn("insights_weekly").execute();
  await db.schema.dropTable("insight_live").ifExists().execute();
}
