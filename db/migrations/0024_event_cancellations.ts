import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * Calendars families subscribe to (/events.ics) must hear that an event is off, or it stays in
 * their calendar (issue 46). An event taken off the site (deleted, or made a draft again) leaves a
 * row here with what a feed needs to send it as STATUS:CANCELLED: its id (the UID), programme,
 * titles and times. Publishing it again removes the row. Rows are dropped once their event is long
 * past (app/features/events/cancellations.server.ts), when no subscriber's calendar needs them.
 */
export async function up(db: Kysely<any>) {
  const pg = dialectOf(db) === "postgres";
  const timestamp = pg ? "timestamptz" : "text";
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  await db.schema
    .createTable("event_cancellations")
    .addColumn("event_id", "text", (c) => c.primaryKey())
    .addColumn("programme", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("title_es", "text")
    .addColumn("starts_at", sql.raw(timestamp), (c) => c.notNull())
    .addColumn("ends_at", sql.raw(timestamp))
    .addColumn("cancelled_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("event_cancellations_starts_idx").on("event_cancellations").column("starts_at").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("event_cancellations").execute();
}
