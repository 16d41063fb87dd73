import type { Kysely } from "kysely";

/**
 * Web Vitals from the field (issue 45): how many page views had each metric in each bucket, per
 * New York day, page, device class and metric. A daily histogram, never a view: no visitor, no
 * hash, no time of day. `bucket` is where the bucket starts (ms for LCP and INP, thousandths for
 * CLS: app/features/insights/vitals.ts). Deleted after 25 months, like insight_counts.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable("insight_vitals")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("metric", "text", (c) => c.notNull())
    .addColumn("bucket", "integer", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("insight_vitals_pk", ["day", "page", "device", "metric", "bucket"])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("insight_vitals").ifExists().execute();
}
