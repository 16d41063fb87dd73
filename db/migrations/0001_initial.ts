import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

export async function up(db: Kysely<any>) {
  const pg = dialectOf(db) === "postgres";
  // ISO strings in SQLite; real timestamps in PostgreSQL (read back as ISO strings by the pool).
  const timestamp = pg ? "timestamptz" : "text";
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable("gallery_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text")
    .addColumn("description", "text")
    .addColumn("image_url", "text")
    .addColumn("artist_name", "text")
    .addColumn("age_group", "text")
    .addColumn("likes", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`likes >= 0`),
    )
    .addColumn("display_order", "integer")
    .addColumn("created_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("gallery_items_order_idx").on("gallery_items").columns(["display_order", "created_at"]).execute();

  await db.schema
    .createTable("gallery_likes")
    .addColumn("item_id", "text", (c) => c.notNull().references("gallery_items.id").onDelete("cascade"))
    .addColumn("visitor_id", "text", (c) => c.notNull())
    .addColumn("created_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("gallery_likes_pk", ["item_id", "visitor_id"])
    .execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('mentor', 'partnership', 'crown', 'newsletter')`))
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("leads_kind_created_idx").on("leads").columns(["kind", "created_at"]).execute();
  // A newsletter address is stored once, however often it is entered (emails are stored lower-cased).
  await db.schema
    .createIndex("leads_newsletter_email_uq")
    .on("leads")
    .column("email")
    .unique()
    .where(sql.ref("kind"), "=", "newsletter")
    .execute();

  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("lead_id", "text", (c) => c.primaryKey().references("leads.id").onDelete("cascade"))
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'delivered', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .addColumn("locked_until", sql.raw(timestamp))
    .addColumn("last_status", "integer")
    .addColumn("last_error", "text")
    .addColumn("delivered_at", sql.raw(timestamp))
    .addColumn("created_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", sql.raw(timestamp), (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("webhook_deliveries_due_idx").on("webhook_deliveries").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<any>) {
  for (const table of ["webhook_deliveries", "leads", "gallery_likes", "gallery_items"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
