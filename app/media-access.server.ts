// Who may fetch a stored image (issue 27, row 8). Every photo lives in DATA_DIR/media, but only
// one that a public page shows is served to anyone: a visible gallery work, an approved Weekly
// Drop entry (a minor's only with a guardian's consent), a recent-winner card. A pending, rejected
// or withheld entry's photo and a hidden work's are served to signed-in staff only; to anyone
// else they do not exist (404). It asks of the gallery and the Weekly Drop, so it sits at the
// app's level (issue 43); the answers' memory is app/platform/media-access-memory.server.ts.
import type { Db } from "../db/connect";
import { shownToEveryone } from "~/features/weekly-drop/shown-entries.server";
import { rememberAccess, rememberedAccess } from "~/platform/media-access-memory.server";
import { IMAGE_WIDTHS, MEDIA_URL_PREFIX } from "~/platform/media.server";

/** Whether a page shows the image named `name` (the random part of its /media/ address) to anyone. */
export async function imageIsPublic(db: Db, name: string, now = Date.now()): Promise<boolean> {
  const known = rememberedAccess(name, now);
  if (known !== undefined) return known;
  const imageUrl = `${MEDIA_URL_PREFIX}${name}-${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}.webp`;
  const found = await Promise.all([
    db.selectFrom("gallery_items").select("id").where("image_url", "=", imageUrl).where("hidden", "=", 0).executeTakeFirst(),
    db.selectFrom("drop_entries").select("id").where("image_url", "=", imageUrl).where(shownToEveryone).executeTakeFirst(),
    db.selectFrom("drop_winners").select("id").where("image_url", "=", imageUrl).executeTakeFirst(),
  ]);
  const isPublic = found.some(Boolean);
  rememberAccess(name, isPublic, now);
  return isPublic;
}
