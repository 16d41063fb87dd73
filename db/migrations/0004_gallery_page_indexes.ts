import type { Kysely } from "kysely";

/**
 * Every gallery page is one index range scan, on both dialects (the plans are in
 * docs/decisions/0017-gallery-pages-by-keyset.md). The page order is display_order ascending
 * with nulls last, then created_at descending, then id: a page reads the ordered works
 * (display_order is not null) from its cursor on, then the unordered ones (display_order is
 * null), each in index order, so no page sorts or skips rows. `is null` is an equality on a
 * B-tree in SQLite and PostgreSQL alike, so one index serves both parts. The age filter has its
 * own index led by age_group; it also answers the distinct age groups without reading the table.
 */
export async function up(db: Kysely<any>) {
  await db.schema.dropIndex("gallery_items_order_idx").ifExists().execute();
  await db.schema.createIndex("gallery_items_page_idx").on("gallery_items").columns(["display_order", "created_at desc", "id"]).execute();
  await db.schema
    .createIndex("gallery_items_age_page_idx")
    .on("gallery_items")
    .columns(["age_group", "display_order", "created_at desc", "id"])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("gallery_items_age_page_idx").ifExists().execute();
  await db.schema.dropIndex("gallery_items_page_idx").ifExists().execute();
  await db.schema.createIndex("gallery_items_order_idx").on("gallery_items").columns(["display_order", "created_at"]).execute();
}
