// Who did what in the staff console, and when: visible to owners, kept one year.
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/connect";
import type { StaffRole } from "../../db/schema";
import type { AuditAction } from "./audit-actions";

export type { AuditAction };

export const AUDIT_KEEP_DAYS = 365;

type Actor = { id: string; email: string; role?: StaffRole } | null;

/**
 * One line of the audit log. `actor` null is the command line (`npm run staff`) or a sign-in
 * attempt nobody is signed in for. `detail` holds ids, counts and field names: never a
 * visitor's personal data.
 */
export async function recordAudit(
  db: Db,
  entry: { actor: Actor; action: AuditAction; target?: string | null; detail?: Record<string, unknown>; via?: "cli" },
) {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      at: new Date().toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? (entry.via === "cli" ? "command line" : null),
      action: entry.action,
      target: entry.target ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}

export type RepeatedFailures = { email: string; failures: number; lastAt: string };

/**
 * Accounts with at least `atLeast` failed sign-ins since `since` (any address): someone may be
 * guessing their password. For owners, on the console's home page.
 */
export async function repeatedSignInFailures(db: Db, since: Date, atLeast: number): Promise<RepeatedFailures[]> {
  const rows = await db
    .selectFrom("audit_log as a")
    .innerJoin("staff_users as u", "u.id", "a.target")
    .select(({ fn }) => ["u.email", fn.countAll<string | number>().as("failures"), fn.max("a.at").as("last_at")])
    .where("a.action", "=", "sign-in-failed")
    .where("a.at", ">=", since.toISOString())
    .groupBy("u.email")
    .having(({ fn }) => fn.countAll(), ">=", atLeast)
    .orderBy("u.email")
    .execute();
  return rows.map((row) => ({ email: row.email, failures: Number(row.failures), lastAt: new Date(row.last_at).toISOString() }));
}

export type AuditEntry = {
  id: string;
  at: string;
  actor: string | null;
  action: string;
  target: string | null;
  /** The account a line is about (a sign-in that failed, an account changed), when it still exists. */
  targetEmail: string | null;
  detail: string | null;
};

/** Newest first, a page at a time (keyset on at, id). */
export async function listAudit(
  db: Db,
  { before, limit = 50, action }: { before?: { at: string; id: string }; limit?: number; action?: string },
) {
  let query = db
    .selectFrom("audit_log as a")
    .leftJoin("staff_users as u", "u.id", "a.target")
    .select(["a.id", "a.at", "a.actor_email as actor", "a.action", "a.target", "u.email as targetEmail", "a.detail"]);
  if (action) query = query.where("a.action", "=", action);
  if (before)
    query = query.where((eb) => eb.or([eb("a.at", "<", before.at), eb.and([eb("a.at", "=", before.at), eb("a.id", "<", before.id)])]));
  const rows: AuditEntry[] = await query
    .orderBy("a.at", "desc")
    .orderBy("a.id", "desc")
    .limit(limit + 1)
    .execute();
  return { entries: rows.slice(0, limit), more: rows.length > limit };
}

/** Deletes entries older than a year (the retention job), and what sign-in leaves behind that can no longer be used. */
export async function deleteExpiredStaffRecords(db: Db, now = new Date()) {
  const yearAgo = new Date(now.getTime() - AUDIT_KEEP_DAYS * 86_400_000).toISOString();
  const audit = await db.deleteFrom("audit_log").where("at", "<", yearAgo).executeTakeFirst();
  await db.deleteFrom("staff_sessions").where("expires_at", "<", now.toISOString()).execute();
  await db.deleteFrom("staff_setup_tokens").where("expires_at", "<", now.toISOString()).execute();
  return Number(audit.numDeletedRows);
}
