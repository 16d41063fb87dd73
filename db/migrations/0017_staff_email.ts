import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * Email for the console (issue 30): staff hear of a new sign-up or contest entry by email (one per
 * item, a daily digest, or none: each member chooses; owners start with one per item, editors with
 * none), and "Forgot password?" sends a reset link. Mail waits in `mail_outbox` until the SMTP server
 * takes it, with retries, so no request waits on mail. A lead or entry is marked when its staff mail
 * was queued, so each is announced once whatever the number of instances; rows older than this
 * migration count as announced. A setup link says whether it sets up an account or resets a password.
 */
export async function up(db: Kysely<any>) {
  const timestamp = dialectOf(db) === "postgres" ? "timestamptz" : "text";
  await db.schema
    .alterTable("staff_users")
    .addColumn("notify", "text", (c) =>
      c
        .notNull()
        .defaultTo("off")
        .check(sql`notify in ('each', 'digest', 'off')`),
    )
    .execute();
  await db.updateTable("staff_users").set({ notify: "each" }).where("role", "=", "owner").execute();
  await db.schema.alterTable("staff_users").addColumn("digest_sent_at", sql.raw(timestamp)).execute();
  await db.schema
    .alterTable("staff_setup_tokens")
    .addColumn("purpose", "text", (c) =>
      c
        .notNull()
        .defaultTo("setup")
        .check(sql`purpose in ('setup', 'reset')`),
    )
    .execute();

  for (const table of ["leads", "drop_entries"]) {
    await db.schema.alterTable(table).addColumn("staff_notified_at", sql.raw(timestamp)).execute();
    await db
      .updateTable(table)
      .set({ staff_notified_at: sql.ref("created_at") })
      .execute();
    await db.schema.createIndex(`${table}_staff_notified_idx`).on(table).column("staff_notified_at").execute();
  }

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("to_email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", sql.raw(timestamp), (c) => c.notNull())
    .addColumn("claimed_until", sql.raw(timestamp))
    .addColumn("sent_at", sql.raw(timestamp))
    .addColumn("failed_at", sql.raw(timestamp))
    .addColumn("last_error", "text")
    .addColumn("created_at", sql.raw(timestamp), (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["sent_at", "failed_at", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable("mail_outbox").ifExists().execute();
  for (const table of ["leads", "drop_entries"]) {
    await db.schema.dropIndex(`${table}_staff_notified_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn("staff_notified_at").execute();
  }
  await db.schema.alterTable("staff_setup_tokens").dropColumn("purpose").execute();
  await db.schema.alterTable("staff_users").dropColumn("digest_sent_at").execute();
  await db.schema.alterTable("staff_users").dropColumn("notify").execute();
}
