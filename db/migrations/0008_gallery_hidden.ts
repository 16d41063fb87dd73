import { type Kysely, sql } from "kysely";

/**
 * Staff can hide a work (the console's hide/show) without deleting it: a hidden work is left out
 * of every public listing and the live feed removes it from open pages. An integer 0/1 on both
 * dialects, so the same statements and the PostgreSQL trigger's JSON carry the same value.
 * No index changes: public pages add `hidden = 0` to the same range scans (ADR 0017), and hidden
 * works are few, so skipping them costs a handful of index rows.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("gallery_items")
    .addColumn("hidden", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`hidden in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("gallery_items").dropColumn("hidden").execute();
}
