import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * The Weekly Drop as a contest on the site (issue 14): entries young artists submit, the votes of
 * the community, and each week's result. A week is named by the Monday its winner is announced (a
 * New York calendar day, "2026-11-30"); its submissions close the Friday before at 5 pm and its
 * voting runs Saturday and Sunday (app/features/weekly-drop/cycle.ts).
 *
 * An entrant's email is the only contact kept, to reach a winner. It lives in drop_entries and
 * nowhere else (never a lead, never the webhook) and goes with the entry when retention deletes it.
 */
export async function up(db: Kysely<any>) {
  const pg = dialectOf(db) === "postgres";
  const timestamp = pg ? "timestamptz" : "text";
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable("drop_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("week", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_initial", "text", (c) => c.notNull())
    .addColumn("age", "integer", (c) => c.notNull().check(sql`age between 13 and 19`))
    .addColumn("borough", "text", (c) => c.notNull().check(sql`borough in ('Harlem', 'Bronx', 'Brooklyn', 'Other')`))
    // Lower-cased; one entry per email per week.
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("image_url", "text", (c) => c.notNull())
    // pending: waiting for a moderator; approved: public (voting, results); rejected: never public;
    // withheld: approved, then its win withheld by a moderator (the next entry won instead).
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'approved', 'rejected', 'withheld')`),
    )
    // Why it was rejected or withheld: for staff only, never shown on the site.
    .addColumn("review_reason", "text")
    .addColumn("reviewed_by", "text")
    .addColumn("reviewed_at", sql.raw(timestamp))
    .addColumn("created_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("drop_entries_week_email_uq", ["week", "email"])
    .execute();
  // The moderation queue and the public list of a week: by week and status, oldest first.
  await db.schema.createIndex("drop_entries_week_status_idx").on("drop_entries").columns(["week", "status", "created_at"]).execute();

  await db.schema
    .createTable("drop_votes")
    .addColumn("week", "text", (c) => c.notNull())
    // The anonymous visitor cookie's id (app/platform/visitor.server.ts), as for likes.
    .addColumn("visitor_id", "text", (c) => c.notNull())
    .addColumn("entry_id", "text", (c) => c.notNull().references("drop_entries.id").onDelete("cascade"))
    .addColumn("created_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    // One vote per visitor per week; moving it rewrites entry_id.
    .addPrimaryKeyConstraint("drop_votes_pk", ["week", "visitor_id"])
    .execute();
  await db.schema.createIndex("drop_votes_entry_idx").on("drop_votes").column("entry_id").execute();

  await db.schema
    .createTable("drop_results")
    .addColumn("week", "text", (c) => c.primaryKey())
    // Null: the week had no approved entry (or every one was withheld).
    .addColumn("winner_entry_id", "text", (c) => c.references("drop_entries.id").onDelete("set null"))
    // What the win added to the site, removed again if the result is withheld.
    .addColumn("drop_winner_id", "text")
    .addColumn("gallery_item_id", "text")
    .addColumn("announced_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .execute();

  // A recent winner announced by the site links back to its entry (null for winners typed in by staff).
  await db.schema.alterTable("drop_winners").addColumn("entry_id", "text").execute();
  // The Monday a gallery work won the Weekly Drop: the gallery shows a Winner mark (null: no mark).
  await db.schema.alterTable("gallery_items").addColumn("drop_week", "text").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("gallery_items").dropColumn("drop_week").execute();
  await db.schema.alterTable("drop_winners").dropColumn("entry_id").execute();
  for (const table of ["drop_results", "drop_votes", "drop_entries"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
