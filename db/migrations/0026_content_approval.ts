import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * Owners choose whether an editor's publish of the site content goes live at once or waits for an
 * owner's approval (issue 44, row 10). One settings row (no row: at once, as before). A publish or
 * restore waiting for approval is one row: the document as it was when the editor asked (what the
 * owner sees and approves), who asked and when, the version a restore puts back, and when the draft
 * was last saved then, so approving discards the draft only if nobody changed it since.
 */
export async function up(db: Kysely<any>) {
  const timestamp = dialectOf(db) === "postgres" ? "timestamptz" : "text";
  await db.schema
    .createTable("site_content_settings")
    .addColumn("id", "text", (c) => c.primaryKey().check(sql`id = 'settings'`))
    .addColumn("editors_publish", "text", (c) => c.notNull().check(sql`editors_publish in ('live', 'approval')`))
    .addColumn("updated_at", sql.raw(timestamp), (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await db.schema
    .createTable("site_content_requests")
    .addColumn("id", "text", (c) => c.primaryKey().check(sql`id = 'pending'`))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("restored_from", "text")
    .addColumn("draft_updated_at", sql.raw(timestamp))
    .addColumn("requested_at", sql.raw(timestamp), (c) => c.notNull())
    .addColumn("requested_by", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("site_content_requests").ifExists().execute();
  await db.schema.dropTable("site_content_settings").ifExists().execute();
}
