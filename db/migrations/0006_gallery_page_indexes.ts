import { type Kysely, sql } from "kysely";

/**
 * Every gallery page is one or two index range scans in index order, on both dialects (the plans
 * are in docs/decisions/0017-gallery-pages-by-keyset.md). The page order is display_order
 * ascending with nulls last, then created_at descending, then id: a page reads the ordered works
 * (display_order is not null) from its cursor on, then the unordered ones (display_order is null).
 * The unordered part has partial indexes of its own: PostgreSQL does not take `is null` as an
 * equality that lets an index on (display_order, created_at, id) give the order of the rest.
 * The index led by age_group also answers the distinct age groups, one probe per group.
 */
export async function up(db: Kysely<any>) {
  const unordered = sql.ref("display_order");
  await db.schema.dropIndex("gallery_items_order_idx").ifExists().execute();
  await db.schema.createIndex("gallery_items_page_idx").on("gallery_items").columns(["display_order", "created_at desc", "id"]).execute();
  await db.schema
    .createIndex("gallery_items_unordered_page_idx")
    .on("gallery_items")
    .columns(["created_at desc", "id"])
    .where(unordered, "is", null)
    .execute();
  await db.schema
    .createIndex("gallery_items_age_page_idx")
    .on("gallery_items")
    .columns(["age_group", "display_order", "created_at desc", "id"])
    .execute();
  await db.schema
    .createIndex("gallery_items_age_unordered_page_idx")
    .on("gallery_items")
    .columns(["age_group", "created_at desc", "id"])
    .where(unordered, "is", null)
    .execute();
}

export async function down(db: Kysely<any>) {
  for (const name of [
    "gallery_items_age_unordered_page_idx",
    "gallery_items_age_page_idx",
    "gallery_items_unordered_page_idx",
    "gallery_items_page_idx",
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  await db.schema.createIndex("gallery_items_order_idx").on("gallery_items").columns(["display_order", "created_at"]).execute();
}
