import type { Kysely } from "kysely";

/**
 * Setup and reset links that no copy of the database can open (issue 42, row 10):
 * - mail_outbox.link: what the one-time link of a mail opens (`staff-setup`), or null. Such a mail
 *   is queued without its link; the token is made when the mail is sent, so only its hash is ever
 *   stored.
 * - staff_setup_tokens.mail_id: the mail that carries a link, whose token it gets at send time.
 * - A sent or given-up mail keeps no body: the ones already sent are emptied here.
 * - "Forgot password?" requests were logged as the member's own doing (row 15): they are anyone's.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable("mail_outbox").addColumn("link", "text").execute();
  await db.schema.alterTable("staff_setup_tokens").addColumn("mail_id", "text").execute();
  await db.schema.createIndex("staff_setup_tokens_mail_idx").on("staff_setup_tokens").column("mail_id").execute();
  await db
    .updateTable("mail_outbox")
    .set({ body: "" })
    .where((eb) => eb.or([eb("sent_at", "is not", null), eb("failed_at", "is not", null)]))
    .execute();
  await db.updateTable("audit_log").set({ actor_id: null, actor_email: null }).where("action", "=", "password-reset-requested").execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex("staff_setup_tokens_mail_idx").ifExists().execute();
  await db.schema.alterTable("staff_setup_tokens").dropColumn("mail_id").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("link").execute();
}
