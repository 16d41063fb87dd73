// The privacy notice's promises, kept by the code: leads are deleted when the notice says, backups
// in DATA_DIR/backups age out, and one person can be erased on request. Periods come from
// app/content/legal.ts, the text the notice is rendered from, so the two cannot disagree.
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { retention } from "~/content/retention";
import { dialectOf } from "../../db/dialect";
import type { DeliveryStatus, LeadKind } from "../../db/schema";
import type { Db } from "./db.server";
import { deleteExpiredStaffRecords } from "./audit-log.server";
import { errorSummary, logger as defaultLogger } from "./logger.server";

const DAY_MS = 24 * 60 * 60 * 1000;

type Logger = Pick<typeof defaultLogger, "info" | "error">;

/** Leads created before this moment are past the notice's period (calendar months, UTC). */
export function leadsCutoff(now: Date) {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retention.leadsMonths);
  return cutoff;
}

/** Deletes leads past their period; their outbox rows go with them (foreign key cascade). */
export async function deleteExpiredLeads(db: Db, now = new Date()) {
  const result = await db.deleteFrom("leads").where("created_at", "<", leadsCutoff(now).toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Where `npm run db:backup` writes by default; files here are deleted after the notice's period. */
export function backupsDir(dataDir: string) {
  return path.join(dataDir, "backups");
}

/** Deletes backups in DATA_DIR/backups older than the notice's period; returns their names. */
export function deleteExpiredBackups(dataDir: string, now = new Date()) {
  const folder = backupsDir(dataDir);
  const cutoff = now.getTime() - retention.backupDays * DAY_MS;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  const deleted: string[] = [];
  for (const entry of entries) {
    const file = path.join(folder, entry.name);
    if (entry.isFile() && fs.statSync(file).mtimeMs < cutoff) {
      fs.rmSync(file);
      deleted.push(entry.name);
    }
  }
  return deleted;
}

/** One pass of the daily job. */
export async function applyRetention(db: Db, dataDir: string, now = new Date()) {
  return {
    leads: await deleteExpiredLeads(db, now),
    backups: deleteExpiredBackups(dataDir, now).length,
    auditEntries: await deleteExpiredStaffRecords(db, now),
  };
}

/** Runs the retention pass now and then once a day until stopped (registered with the host's services). */
export function startRetention(db: Db, dataDir: string, log: Logger = defaultLogger) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= applyRetention(db, dataDir)
      .then((deleted) => {
        if (deleted.leads || deleted.backups || deleted.auditEntries)
          log.info({ deleted }, "retention: deleted what the privacy notice says is deleted");
      })
      .catch((error) => log.error({ err: errorSummary(error) }, "retention pass failed; it runs again in a day"))
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export type ErasedLead = { kind: LeadKind; source: string; createdAt: string; delivery: DeliveryStatus | null };

/**
 * Erases everything the site holds about one email address: its leads and their outbox rows (the
 * only places an address is kept; logs never hold one). Returns what was removed. On SQLite the
 * bytes are overwritten too (secure_delete, see db/connect.ts).
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
    await trx.deleteFrom("webhook_deliveries").where("lead_id", "in", ids).execute();
    await trx.deleteFrom("leads").where("id", "in", ids).execute();
    return leads.map((lead) => ({ kind: lead.kind, source: lead.source, createdAt: lead.created_at, delivery: lead.status }));
  });
  // SQLite: the deleted rows' old pages can still sit in the write-ahead log; move the zeroed ones
  // into the file and empty the log (a no-op when a reader holds it; later writes overwrite it).
  if (erased.length && dialectOf(db) === "sqlite") await sql`pragma wal_checkpoint(truncate)`.execute(db);
  return erased;
}
