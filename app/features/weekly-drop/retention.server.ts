// The privacy notice's promises about Weekly Drop entries, kept by the code: a week's entries go
// after the notice's period, and a rejected entry's photo within a day. The host's hourly pass
// (app/retention.server.ts) calls both.
import { retention } from "~/platform/retention-periods";
import type { Db } from "~/platform/db.server";
import { entriesChanged, removeImagesNoLongerShown } from "./entries.server";
import { type WeeklyDropWeek, weekTimes } from "./cycle";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the Weekly Drop entries of every week past its period, with their email, their votes
 * (foreign key cascade) and their image files, unless a gallery work or a recent-winner card still
 * shows the image (a win shown with the consent given). Returns how many entries went.
 */
export async function deleteExpiredWeeklyDropEntries(db: Db, dataDir: string, now = new Date()) {
  const expiredAt = (week: WeeklyDropWeek) => weekTimes(week).announcement.getTime() + retention.dropEntryDays * DAY_MS;
  const weeks = await db.selectFrom("drop_entries").select("week").distinct().execute();
  const expired = weeks.map((row) => row.week as WeeklyDropWeek).filter((week) => expiredAt(week) <= now.getTime());
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
