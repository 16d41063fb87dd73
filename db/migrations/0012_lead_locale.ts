import { type Kysely, sql } from "kysely";

/**
 * The language a sign-up was made in (issue 15): the form's page, English or Spanish, so the team
 * answers in that language. Leads stored before this were all made on the English site.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable("leads")
    .addColumn("locale", "text", (c) =>
      c
        .notNull()
        .defaultTo("en")
        .check(sql`locale in ('en', 'es')`),
    )
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable("leads").dropColumn("locale").execute();
}
