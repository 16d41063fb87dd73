// Reading the Weekly Drop's entries: the one mapping from a row to what pages may show, and the
// approved entries of a week, cached like the rest of the console's public content (a moderator's
// change drops the cache on this instance; others catch up within CONTENT_CACHE_TTL_MS).
import type { Db } from "../../../db/connect";
import type { WeeklyDropEntryRow } from "../../../db/schema";
import type { PublicWeeklyDropEntry } from "./entries";
import { imageInUse } from "~/platform/image-in-use.server";
import { mediaAccessChanged } from "~/platform/media-access-memory.server";
import { removeStoredImage, srcSetFor } from "~/platform/media.server";
import { contentCache } from "~/platform/content-cache.server";
import type { WeeklyDropWeek } from "./cycle";
import { shownToEveryone } from "./shown-entries.server";

/** The public fields of an entry row (its email, status and moderation note stay behind). */
export function publicEntryOf(row: WeeklyDropEntryRow): PublicWeeklyDropEntry {
  return {
    id: row.id,
    week: row.week as WeeklyDropWeek,
    title: row.title,
    description: row.description,
    artistFirstName: row.first_name,
    artistLastInitial: row.last_initial,
    age: Number(row.age),
    borough: row.borough,
    imageUrl: row.image_url,
    imageSrcSet: srcSetFor(row.image_url) ?? null,
    submittedAt: new Date(row.created_at).toISOString(),
  };
}

/** A week's entries anyone may see (approved, a minor's with a guardian's consent) in the order they were submitted, read fresh. */
export async function readApprovedEntries(db: Db, week: WeeklyDropWeek): Promise<PublicWeeklyDropEntry[]> {
  const rows = await db
    .selectFrom("drop_entries")
    .selectAll()
    .where("week", "=", week)
    .where(shownToEveryone)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(publicEntryOf);
}

/** The same from the content cache: what the page and every vote read. */
export function approvedEntries(db: Db, week: WeeklyDropWeek): Promise<PublicWeeklyDropEntry[]> {
  return contentCache.get(`weekly-drop-entries:${week}`, () => readApprovedEntries(db, week));
}

/** Call after any change to an entry's status or public fields, so pages and votes see it at once. */
/** Deletes the files of these stored images, except any a row still shows (a gallery work, a winner card, another entry). */
export async function removeImagesNoLongerShown(db: Db, dataDir: string, imageUrls: Iterable<string>) {
  for (const imageUrl of new Set(imageUrls)) {
    if (!(await imageInUse(db, imageUrl))) await removeStoredImage(dataDir, imageUrl);
  }
}

export function entriesChanged() {
  contentCache.invalidate();
  mediaAccessChanged();
}
