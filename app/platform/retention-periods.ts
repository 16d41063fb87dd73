/**
 * How long each kind of data is kept, as the privacy notice (legal.ts) promises. Server code that
 * sets the likes cookie, deletes old leads or prunes backups reads these, so the promise and the
 * behaviour agree. A module of its own, free of build-time values, so operator commands can read it.
 */
export const retention = {
  leadsMonths: 24,
  likeCookieDays: 365,
  backupDays: 30,
  /** Weekly Drop entries (with their email and, unless the work won and is shown, their image), after the week's announcement. */
  dropEntryDays: 60,
  /** Staff mail once sent or given up (its text names a first name and last initial, or holds a reset link). */
  staffMailDays: 7,
  /** The insights' daily counts of views and visitors (no visitor in them); each day's salt and visitor hashes go when the day ends. */
  insightsMonths: 25,
} as const;
