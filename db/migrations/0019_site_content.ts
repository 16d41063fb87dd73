import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * Site content staff edit (issue 31): links, the contact address, figures, testimonials and
 * notices, stored as overrides of the code's defaults. The draft is one document everyone on the
 * team edits (one row); each publish keeps the whole published document as a version with who and
 * when, so any earlier one can be restored (restoring publishes it again as a new version). The
 * newest version is what the site shows; every instance polls for it.
 */
export async function up(db: Kysely<any>) {
  const timestamp = dialectOf(db) === "postgres" ? "timestamptz" : "text";
  await db.schema
    .createTable("site_content_draft")
    .addColumn("id", "text", (c) => c.primaryKey().check(sql`id = 'draft'`))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updated_at", sql.raw(timestamp), (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await db.schema
    .createTable("site_content_versions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("published_at", sql.raw(timestamp), (c) => c.notNull())
    .addColumn("published_by", "text")
    .addColumn("restored_from", "text")
    .execute();
  await db.schema.createIndex("site_content_versions_published_idx").on("site_content_versions").columns(["published_at", "id"]).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("site_content_versions").ifExists().execute();
  await db.schema.dropTable("site_content_draft").ifExists().execute();
}
