// Who may fetch a stored image (issue 27, row 8). Every photo lives in DATA_DIR/media, but only
// one that a public page shows is served to anyone: a visible gallery work, an approved Weekly
// Drop entry (a minor's only with a guardian's consent), a recent-winner card. A pending, rejected
// or withheld entry's photo and a hidden work's are served to signed-in staff only; to anyone
// else they do not exist (404).
import type { Db } from "../../../db/connect";
import { IMAGE_WIDTHS, MEDIA_URL_PREFIX } from "~/platform/media.server";
import { shownToEveryone } from "~/features/weekly-drop/shown-entries.server";

/** How long an answer is reused: a work hidden or an entry rejected stops being served within this. */
const REMEMBER_MS = 5_000;
const REMEMBER_AT_MOST = 10_000;
const remembered = new Map<string, { isPublic: boolean; until: number }>();

/** Whether a page shows the image named `name` (the random part of its /media/ address) to anyone. */
export async function imageIsPublic(db: Db, name: string, now = Date.now()): Promise<boolean> {
  const known = remembered.get(name);
  if (known && known.until > now) return known.isPublic;
  const imageUrl = `${MEDIA_URL_PREFIX}${name}-${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}.webp`;
  const found = await Promise.all([
    db.selectFrom("gallery_items").select("id").where("image_url", "=", imageUrl).where("hidden", "=", 0).executeTakeFirst(),
    db.selectFrom("drop_entries").select("id").where("image_url", "=", imageUrl).where(shownToEveryone).executeTakeFirst(),
    db.selectFrom("drop_winners").select("id").where("image_url", "=", imageUrl).executeTakeFirst(),
  ]);
  const isPublic = found.some(Boolean);
  if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
  remembered.set(name, { isPublic, until: now + REMEMBER_MS });
  return isPublic;
}

/** Forgets every answer: called when a work is hidden or an entry's status changes, so it holds at once here. */
export function mediaAccessChanged() {
  remembered.clear();
}
