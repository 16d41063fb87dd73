// The privacy notice's promises, kept by the code: leads are deleted when the notice says, backups
// in DATA_DIR/backups age out, and one person can be erased on request. Periods come from
// app/features/site/copy/legal.en.ts, the text the notice is rendered from, so the two cannot disagree.
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { retention } from "~/features/site/copy/retention";
import { dialectOf } from "../../../db/dialect";
import type { DeliveryStatus, LeadKind } from "../../../db/schema";
import type { Db } from "~/platform/db.server";
import { deleteExpiredStaffRecords } from "~/features/staff/audit-log.server";
import { deleteExpiredInsights } from "~/features/insights/counting.server";
import { deleteOldMail } from "~/platform/mail.server";
import { runPeriodically } from "~/platform/periodic.server";
import { entriesChanged, removeImagesNoLongerShown } from "~/features/weekly-drop/entries.server";
import { type DropWeek, weekTimes } from "~/features/weekly-drop/cycle";
import { errorSummary, logger as defaultLogger } from "~/platform/logger.server";

const DAY_MS = 24 * 60 * 60 * 1000;

type Logger = Pick<typeof defaultLogger, "info" | "error">;

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

/**
 * Deletes the Weekly Drop entries of every week past its period, with their email, their votes
 * (foreign key cascade) and their image files, unless a gallery work or a recent-winner card still
 * shows the image (a win shown with the consent given). Returns how many entries went.
 */
export async function deleteExpiredDropEntries(db: Db, dataDir: string, now = new Date()) {
  const expiredAt = (week: DropWeek) => weekTimes(week).announcement.getTime() + retention.dropEntryDays * DAY_MS;
  const weeks = await db.selectFrom("drop_entries").select("week").distinct().execute();
  const expired = weeks.map((row) => row.week as DropWeek).filter((week) => expiredAt(week) <= now.getTime());
  if (!expired.length) return 0;
  const entries = await db.selectFrom("drop_entries").select(["id", "image_url"]).where("week", "in", expired).execute();
  const ids = entries.map((entry) => entry.id);
  await db.deleteFrom("drop_entries").where("id", "in", ids).execute();
  await removeImagesNoLongerShown(
    db,
    dataDir,
    entries.map((entry) => entry.image_url),
  );
  entriesChanged();
  return ids.length;
}

/** A rejected entry's photo is kept this long (a moderator's mistake can still be undone), then deleted. */
export const REJECTED_PHOTO_KEEP_MS = 12 * 60 * 60 * 1000;
/** How often the retention pass runs: a rejected photo is gone within REJECTED_PHOTO_KEEP_MS plus this, under a day. */
const RETENTION_PASS_MS = 60 * 60 * 1000;

/**
 * Deletes the photo files of entries rejected more than REJECTED_PHOTO_KEEP_MS ago (the entry stays,
 * for the week's record, with no photo: its image_url becomes empty). Returns how many entries lost
 * their photo. A photo a public page still shows (the same file on a gallery work) is kept.
 */
export async function deleteRejectedPhotos(db: Db, dataDir: string, now = new Date()) {
  const rejected = await db
    .selectFrom("drop_entries")
    .select(["id", "image_url"])
    .where("status", "=", "rejected")
    .where("image_url", "!=", "")
    .where("reviewed_at", "<=", new Date(now.getTime() - REJECTED_PHOTO_KEEP_MS).toISOString())
    .execute();
  if (!rejected.length) return 0;
  const ids = rejected.map((entry) => entry.id);
  await db.updateTable("drop_entries").set({ image_url: "" }).where("id", "in", ids).execute();
  await removeImagesNoLongerShown(
    db,
    dataDir,
    rejected.map((entry) => entry.image_url),
  );
  entriesChanged();
  return ids.length;
}

/** One pass of the retention job. */
export async function applyRetention(db: Db, dataDir: string, now = new Date()) {
  return {
    leads: await deleteExpiredLeads(db, now),
    dropEntries: await deleteExpiredDropEntries(db, dataDir, now),
    rejectedPhotos: await deleteRejectedPhotos(db, dataDir, now),
    backups: deleteExpiredBackups(dataDir, now).length,
    auditEntries: await deleteExpiredStaffRecords(db, now),
    staffMail: await deleteOldMail(db, new Date(now.getTime() - retention.staffMailDays * DAY_MS)),
    // Also ends the days nobody visited after: their salt and visitor hashes go.
    insightDays: await deleteExpiredInsights(db, now),
  };
}

/** Runs the retention pass now and then every hour until stopped (registered with the host's services). */
export function startRetention(db: Db, dataDir: string, log: Logger = defaultLogger) {
  return runPeriodically(
    RETENTION_PASS_MS,
    async () => {
      const deleted = await applyRetention(db, dataDir);
      if (Object.values(deleted).some(Boolean)) log.info({ deleted }, "retention: deleted what the privacy notice says is deleted");
    },
    (error) => log.error({ err: errorSummary(error) }, "retention pass failed; it runs again in an hour"),
  );
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
