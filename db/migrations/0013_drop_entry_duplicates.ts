import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * A second entry with an email already entered that week is kept, not refused (issue 27, row 3).
 * Refusing it told anyone whether an email had entered, and let a stranger lock a teen out of a
 * week by entering first with their address. Moderators now see entries that share an email and
 * keep one; the index that replaces the unique constraint serves that lookup.
 *
 * PostgreSQL drops the constraint. SQLite cannot drop a table constraint, so the table is made
 * again by SQLite's documented procedure: foreign keys off (votes and results point at entries and
 * must not cascade), a new table, every row copied, the old one dropped, the new one renamed, the
 * keys checked, foreign keys on. SQLite migrations run outside a transaction, so the pragma holds.
 */
export async function up(db: Kysely<any>) {
  if (dialectOf(db) === "postgres") {
    await db.schema.alterTable("drop_entries").dropConstraint("drop_entries_week_email_uq").execute();
  } else {
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await sql`begin`.execute(db);
      try {
        await db.schema
          .createTable("drop_entries_next")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("week", "text", (c) => c.notNull())
          .addColumn("title", "text", (c) => c.notNull())
          .addColumn("description", "text", (c) => c.notNull())
          .addColumn("first_name", "text", (c) => c.notNull())
          .addColumn("last_initial", "text", (c) => c.notNull())
          .addColumn("age", "integer", (c) => c.notNull().check(sql`age between 13 and 19`))
          .addColumn("borough", "text", (c) => c.notNull().check(sql`borough in ('Harlem', 'Bronx', 'Brooklyn', 'Other')`))
          .addColumn("email", "text", (c) => c.notNull())
          .addColumn("image_url", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) =>
            c
              .notNull()
              .defaultTo("pending")
              .check(sql`status in ('pending', 'approved', 'rejected', 'withheld')`),
          )
          .addColumn("review_reason", "text")
          .addColumn("reviewed_by", "text")
          .addColumn("reviewed_at", "text")
          .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
          .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`))
          .execute();
        await sql`insert into drop_entries_next select * from drop_entries`.execute(db);
        await db.schema.dropTable("drop_entries").execute();
        await db.schema.alterTable("drop_entries_next").renameTo("drop_entries").execute();
        await db.schema.createIndex("drop_entries_week_status_idx").on("drop_entries").columns(["week", "status", "created_at"]).execute();
        const broken = await sql`pragma foreign_key_check`.execute(db);
        if (broken.rows.length > 0) throw new Error(`drop_entries: ${broken.rows.length} rows point at missing entries`);
        await sql`commit`.execute(db);
      } catch (error) {
        await sql`rollback`.execute(db);
        throw error;
      }
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  }
  await db.schema.createIndex("drop_entries_week_email_idx").on("drop_entries").columns(["week", "email"]).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("drop_entries_week_email_idx").execute();
  // Going back keeps the first entry of each email and week: the constraint cannot hold otherwise.
  await sql`delete from drop_entries where exists (
    select 1 from drop_entries first
    where first.week = drop_entries.week and first.email = drop_entries.email
      and (first.created_at < drop_entries.created_at or (first.created_at = drop_entries.created_at and first.id < drop_entries.id))
  )`.execute(db);
  if (dialectOf(db) === "postgres") {
    await db.schema.alterTable("drop_entries").addUniqueConstraint("drop_entries_week_email_uq", ["week", "email"]).execute();
  } else {
    await db.schema.createIndex("drop_entries_week_email_uq").on("drop_entries").columns(["week", "email"]).unique().execute();
  }
}
