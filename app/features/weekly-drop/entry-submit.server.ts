// A Weekly Drop entry sent from the site: the fields by the form's schema, the photo through the
// console's upload pipeline (bytes decide the type, re-encoded, metadata and GPS dropped). The entry
// waits for a moderator: nothing of it is public until then. The answer never depends on whether
// the email has entered this week: a second entry is kept and moderators see it beside the first
// (one entry per person is theirs to keep), so no one can learn who entered or lock an entrant out.
// Its email is stored in drop_entries only: never a lead, never the webhook, never a log line.
import { randomUUID } from "node:crypto";
import type { Db } from "../../../db/connect";
import { WEEKLY_DROP_IMAGE_MAX_BYTES, WEEKLY_DROP_IMAGE_MAX_PIXELS } from "./entries";
import { imageInUse } from "~/platform/image-in-use.server";
import { entryColumnsOf } from "./moderation.server";
import { type EntryFieldErrors, type EntryValues, parseEntrySubmit } from "./entry-form";
import { localeOf } from "~/platform/locale";
import { removeStoredImage, storeUpload, uploadProblemStatus, UploadRejectedError } from "~/platform/media.server";
import { readPostedFields } from "~/platform/posted-fields.server";
import type { WeeklyDropWeek } from "./cycle";
import { entryErrors, entryUploadProblems } from "~/features/weekly-drop/copy/entry";

export type EntryRefusal = {
  ok: false;
  status: 400 | 413 | 503;
  fieldErrors: EntryFieldErrors;
  values: EntryValues;
  message?: string;
};
export type EntryReply = { ok: true; id: string; week: WeeklyDropWeek } | EntryRefusal;

/**
 * Receives a posted entry for `week` (submissionWeekAt(pageNow()) at the caller). What a refusal
 * says is in the language of the page the form was posted to (/es/... is Spanish).
 */
export async function receiveEntry(db: Db, dataDir: string, week: WeeklyDropWeek, request: Request): Promise<EntryReply> {
  const locale = localeOf(new URL(request.url).pathname);
  const errors = entryErrors[locale];
  const posted = await readPostedFields(request);
  if ("error" in posted) return { ok: false, status: 400, fieldErrors: {}, values: {}, message: errors.unreadable };
  const parsed = parseEntrySubmit(posted.fields, locale);
  const fieldErrors: EntryFieldErrors = parsed.ok ? {} : { ...parsed.fieldErrors };
  const file = posted.fields.image;
  if (!(file instanceof File) || file.size === 0) fieldErrors.image = errors.imageMissing;
  if (!parsed.ok || !(file instanceof File) || fieldErrors.image) return { ok: false, status: 400, fieldErrors, values: parsed.values };
  const { fields, values } = parsed;

  let imageUrl: string;
  try {
    imageUrl = await storeUpload(dataDir, Buffer.from(await file.arrayBuffer()), {
      maxBytes: WEEKLY_DROP_IMAGE_MAX_BYTES,
      maxPixels: WEEKLY_DROP_IMAGE_MAX_PIXELS,
    });
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    return {
      ok: false,
      status: uploadProblemStatus(error.problem),
      fieldErrors: { image: entryUploadProblems[locale][error.problem] },
      values,
    };
  }
  const id = randomUUID();
  try {
    await db
      .insertInto("drop_entries")
      .values({
        id,
        week,
        ...entryColumnsOf(fields),
        email: fields.email,
        image_url: imageUrl,
        guardian_name: fields.guardian?.name ?? null,
        guardian_contact: fields.guardian?.contact ?? null,
      })
      .execute();
  } catch (error) {
    // Not stored: the photo goes too, unless an entry already shows the same one.
    if (!(await imageInUse(db, imageUrl))) await removeStoredImage(dataDir, imageUrl);
    throw error;
  }
  return { ok: true, id, week };
}
