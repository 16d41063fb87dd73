import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * A sign-up's follow-up history (issue 30): every save of its status or note is kept with who and
 * when, so a note overwritten by a colleague is not lost and the team sees how a person was
 * followed up. Rows go with their lead (erasure, retention) by the foreign key. A lead followed up
 * before this migration starts its history with what it holds now, by no one known.
 */
export async function up(db: Kysely<any>) {
  const timestamp = dialectOf(db) === "postgres" ? "timestamptz" : "text";
  await db.schema
    .createTable("lead_follow_ups")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("at", sql.raw(timestamp), (c) => c.notNull())
    .addColumn("actor_email", "text")
    .addColumn("follow_up", "text", (c) => c.notNull().check(sql`follow_up in ('new', 'contacted', 'closed')`))
    .addColumn("note", "text")
    .execute();
  await db.schema.createIndex("lead_follow_ups_lead_idx").on("lead_follow_ups").columns(["lead_id", "at"]).execute();
  await db
    .insertInto("lead_follow_ups")
    .columns(["id", "lead_id", "at", "actor_email", "follow_up", "note"])
    .expression(
      db
        .selectFrom("leads")
        .select([
          sql<string>`'before-' || id`.as("id"),
          "id as lead_id",
          "follow_up_at as at",
          sql<null>`null`.as("actor_email"),
          "follow_up",
          "follow_up_note as note",
        ])
        .where("follow_up_at", "is not", null),
    )
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("lead_follow_ups").ifExists().execute();
}
