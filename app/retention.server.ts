// The hourly retention pass: each feature deletes what the privacy notice says it keeps no longer
// (each owns its own deleteExpired...), and this calls them in turn. Periods come from the notice's
// text (app/platform/retention-periods.ts, which the notice quotes), so the notice and the code cannot disagree.
import { deleteExpiredInsights } from "~/features/insights/counting.server";
import { deleteExpiredVitals } from "~/features/insights/vitals-counting.server";
import { deleteExpiredLeads } from "~/features/leads/retention.server";
import { retention } from "~/platform/retention-periods";
import { deleteExpiredStaffRecords } from "~/platform/audit-log.server";
import { deleteExpiredWeeklyDropEntries, deleteRejectedPhotos } from "~/features/weekly-drop/retention.server";
import { deleteExpiredBackups } from "~/platform/backups.server";
import type { Db } from "~/platform/db.server";
import { errorSummary, logger as defaultLogger } from "~/platform/logger.server";
import { deleteOldMail } from "~/platform/mail.server";
import { runPeriodically } from "~/platform/periodic.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the retention pass runs: a rejected photo is gone within its keeping time plus this, under a day. */
const RETENTION_PASS_MS = 60 * 60 * 1000;

type Logger = Pick<typeof defaultLogger, "info" | "error">;

/** One pass of the retention job. */
export async function applyRetention(db: Db, dataDir: string, now = new Date()) {
  return {
    leads: await deleteExpiredLeads(db, now),
    weeklyDropEntries: await deleteExpiredWeeklyDropEntries(db, dataDir, now),
    rejectedPhotos: await deleteRejectedPhotos(db, dataDir, now),
    backups: deleteExpiredBackups(dataDir, retention.backupDays, now).length,
    auditEntries: await deleteExpiredStaffRecords(db, now),
    staffMail: await deleteOldMail(db, new Date(now.getTime() - retention.staffMailDays * DAY_MS)),
    // Also ends the days nobody visited after: their salt and visitor hashes go.
    insightDays: await deleteExpiredInsights(db, now),
    insightVitalDays: await deleteExpiredVitals(db, now),
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
