// The privacy notice's promises about sign-ups, kept by the code: a lead is deleted when the notice
// says, and one person's sign-ups are erased on request. The period comes from the notice's own text
// (app/features/site/copy/legal.en.ts), so the two cannot disagree. The host's hourly pass
// (app/retention.server.ts) calls deleteExpiredLeads.
import { sql } from "kysely";
import { retention } from "~/platform/retention-periods";
import { dialectOf } from "../../../db/dialect";
import type { DeliveryStatus, LeadKind } from "../../../db/schema";
import type { Db } from "~/platform/db.server";

/** Leads created before this moment are past the notice's period (calendar months, UTC). */
export function leadsCutoff(now: Date) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retention.leadsMonths);
  return cutoff;
}

/**
 * Deletes leads past their period; their outbox rows go with them (foreign key cascade), and the
 * attempt log of every lead that is gone (it has no foreign key: see migration 0009).
 */
export async function deleteExpiredLeads(db: Db, now = new Date()) {
  const result = await db.deleteFrom("leads").where("created_at", "<", leadsCutoff(now).toISOString()).executeTakeFirst();
  await db
    .deleteFrom("webhook_attempts")
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("leads").select("leads.id").whereRef("leads.id", "=", "webhook_attempts.lead_id"))),
    )
    .execute();
  return Number(result.numDeletedRows);
}

export type ErasedLead = { kind: LeadKind; source: string; createdAt: string; delivery: DeliveryStatus | null };

/**
 * Erases everything the site holds about one email address: its leads, their outbox rows and
 * attempt logs (the only places an address or its trace is kept; logs never hold one). Returns
 * what was removed. On SQLite the bytes are overwritten too (secure_delete, see db/connect.ts).
 */
export async function forgetEmail(db: Db, email: string): Promise<ErasedLead[]> {
  const address = email.trim().toLowerCase();
  const erased = await db.transaction().execute(async (trx) => {
    const leads = await trx
      .selectFrom("leads")
      .leftJoin("webhook_deliveries", "webhook_deliveries.lead_id", "leads.id")
      .select(["leads.id", "leads.kind", "leads.source", "leads.created_at", "webhook_deliveries.status"])
      .where(sql<string>`lower(leads.email)`, "=", address)
      .orderBy("leads.created_at")
      .execute();
    if (!leads.length) return [];
    const ids = leads.map((lead) => lead.id);
    await trx.deleteFrom("webhook_attempts").where("lead_id", "in", ids).execute();
    await trx.deleteFrom("webhook_deliveries").where("lead_id", "in", ids).execute();
    await trx.deleteFrom("leads").where("id", "in", ids).execute();
    return leads.map((lead) => ({ kind: lead.kind, source: lead.source, createdAt: lead.created_at, delivery: lead.status }));
  });
  // SQLite: the deleted rows' old pages can still sit in the write-ahead log; move the zeroed ones
  // into the file and empty the log (a no-op when a reader holds it; later writes overwrite it).
  if (erased.length && dialectOf(db) === "sqlite") await sql`pragma wal_checkpoint(truncate)`.execute(db);
  return erased;
}
