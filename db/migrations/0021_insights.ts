import type { Kysely } from "kysely";

/**
 * Insights without tracking (issue 32): what the site keeps of its visits.
 * - insight_counts: per New York day and dimension value (a page, a language, a source, a medium,
 *   a campaign, a device class, or the day itself): views, and visitors counted once each that day.
 *   The only rows that outlive the day; deleted after 25 months.
 * - insight_salts: the day's random salt. A visitor is a keyed hash of (salt, address group,
 *   browser family); once the salt is deleted the day's hashes cannot be made again or matched to
 *   another day's.
 * - insight_seen: the hashes seen today per dimension value, which is what counting distinct
 *   visitors exactly needs. Deleted with the salt when the day ends.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("insight_counts")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("insight_counts_pk", ["day", "dimension", "value"])
    .execute();
  await db.schema
    .createTable("insight_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("insight_seen")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("insight_seen_pk", ["day", "dimension", "value", "visitor"])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("insight_seen").ifExists().execute();
  await db.schema.dropTable("insight_salts").ifExists().execute();
  await db.schema.dropTable("insight_counts").ifExists().execute();
}
