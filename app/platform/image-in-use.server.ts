// Whether a stored image may be deleted: the gallery's works, the Weekly Drop's entries and its
// winners' cards can share one file, so each asks all three before removing it (issue 43).
import type { Db } from "../../db/connect";

/**
 * Whether anything still shows this stored image: an entry (other than those being deleted), a
 * gallery work or a recent-winner card. Images are named by content, so two rows can share one.
 */
export async function imageInUse(db: Db, imageUrl: string, exceptEntryIds: readonly string[] = []) {
  let entries = db.selectFrom("drop_entries").select("id").where("image_url", "=", imageUrl);
  if (exceptEntryIds.length) entries = entries.where("id", "not in", [...exceptEntryIds]);
  const found = await Promise.all([
    entries.executeTakeFirst(),
    db.selectFrom("gallery_items").select("id").where("image_url", "=", imageUrl).executeTakeFirst(),
    db.selectFrom("drop_winners").select("id").where("image_url", "=", imageUrl).executeTakeFirst(),
  ]);
  return found.some(Boolean);
}
