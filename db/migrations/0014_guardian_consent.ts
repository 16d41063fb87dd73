import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * The guardian's consent the Terms promise (issue 28): an entrant under 18 names a parent or
 * guardian and a way to reach them; a staff member records how that person's consent was
 * confirmed, and by whom and when, before the entry can be approved for public display. The
 * guardian's details live in the entry's row and go with it when retention deletes the entry.
 * Entries of 18- and 19-year-olds leave every column empty.
 */
export async function up(db: Kysely<any>) {
  const timestamp = dialectOf(db) === "postgres" ? "timestamptz" : "text";
  await db.schema.alterTable("drop_entries").addColumn("guardian_name", "text").execute();
  await db.schema.alterTable("drop_entries").addColumn("guardian_contact", "text").execute();
  // How the consent was confirmed: phone, email, in-person or signed-form.
  await db.schema.alterTable("drop_entries").addColumn("guardian_consent_method", "text").execute();
  await db.schema.alterTable("drop_entries").addColumn("guardian_consent_by", "text").execute();
  await db.schema.alterTable("drop_entries").addColumn("guardian_consent_at", sql.raw(timestamp)).execute();
}

export async function down(db: Kysely<any>) {
  for (const column of ["guardian_consent_at", "guardian_consent_by", "guardian_consent_method", "guardian_contact", "guardian_name"]) {
    await db.schema.alterTable("drop_entries").dropColumn(column).execute();
  }
}
