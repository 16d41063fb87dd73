import { type Kysely, sql } from "kysely";
import { dialectOf } from "../dialect";

/**
 * The staff console's accounts (docs/decisions/0022):
 * - staff_users: one row per staff member; no password until the one-time setup link is used.
 * - staff_setup_tokens: setup links, stored as hashes, single use, 24 h.
 * - staff_sessions: sign-in sessions, keyed by a hash of the cookie's random id (a stolen copy of
 *   the table signs no one in), with idle and absolute expiry.
 * - audit_log: who did what in the console and when; kept one year.
 */
export async function up(db: Kysely<any>) {
  const pg = dialectOf(db) === "postgres";
  const timestamp = sql.raw(pg ? "timestamptz" : "text");
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  await db.schema
    .createTable("staff_users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'editor')`))
    .addColumn("password_hash", "text")
    .addColumn("disabled_at", timestamp)
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("staff_setup_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .addColumn("used_at", timestamp)
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("staff_sessions")
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("last_seen_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("staff_sessions_user_idx").on("staff_sessions").column("user_id").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", timestamp, (c) => c.notNull().defaultTo(now))
    // Kept when the account is deleted: the log must still say who it was.
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target", "text")
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").column("at").execute();
}

export async function down(db: Kysely<any>) {
  for (const table of ["audit_log", "staff_sessions", "staff_setup_tokens", "staff_users"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
