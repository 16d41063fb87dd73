// The staff console's gallery changes: each one goes through gallery_items (so open pages hear it
// from the feed) and is recorded in the audit log with ids and field names only, never what a
// child's entry says.
import type { Db } from "../../../db/connect";
import {
  type ArtworkFieldErrors,
  type ArtworkFields,
  type ArtworkValues,
  parseArtworkFields,
  parsePhotoFit,
  type PhotoFitValues,
} from "./artwork-form";
import { recordAudit } from "~/platform/audit-log.server";
import type { GalleryItem } from "./gallery";
import { addItem, deleteItemAndImage, GalleryAdminError, type MoveTarget, moveItem, setHidden, updateItem } from "./admin.server";
import { getGalleryItem } from "./gallery.server";
import { storeUpload, uploadProblemStatus, UploadRejectedError } from "~/platform/media.server";
import type { StaffUser } from "~/platform/staff-user";
import { artworkForm, uploadProblems } from "~/features/gallery/copy/staff-gallery";

/** A refused form: the status to answer, a message per field, and what was typed (and, for an upload, chosen). */
export type ArtworkRefusal = {
  ok: false;
  status: 400 | 404 | 413 | 503;
  fieldErrors: ArtworkFieldErrors;
  values: ArtworkValues & Partial<PhotoFitValues>;
};
export type ArtworkReply = { ok: true; item: GalleryItem } | ArtworkRefusal;

const noValues: ArtworkValues = { title: "", artist: "", ageGroup: "", description: "" };

function columnsOf(fields: ArtworkFields) {
  return { title: fields.title, artist_name: fields.artist, age_group: fields.ageGroup, description: fields.description };
}

/**
 * A posted upload: the fields and how the photo fills the square by the form's schemas, the photo
 * by its bytes (media.server.ts). Stored and announced only when all pass.
 */
export async function receiveUpload(db: Db, dataDir: string, staff: StaffUser, request: Request): Promise<ArtworkReply> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, status: 400, fieldErrors: { image: [artworkForm.errors.imageMissing] }, values: noValues };
  }
  const parsed = parseArtworkFields(form);
  const fit = parsePhotoFit(form);
  const values = { ...parsed.values, ...fit.values };
  const fieldErrors: ArtworkFieldErrors = { ...(parsed.ok ? {} : parsed.fieldErrors), ...(fit.ok ? {} : fit.fieldErrors) };
  const file = form.get("image");
  if (!(file instanceof File) || file.size === 0) fieldErrors.image = [artworkForm.errors.imageMissing];
  if (!parsed.ok || !fit.ok || !(file instanceof File) || fieldErrors.image) return { ok: false, status: 400, fieldErrors, values };
  let imageUrl: string;
  try {
    imageUrl = await storeUpload(dataDir, Buffer.from(await file.arrayBuffer()), { crop: fit.fields });
  } catch (error) {
    if (!(error instanceof UploadRejectedError)) throw error;
    return { ok: false, status: uploadProblemStatus(error.problem), fieldErrors: { image: [uploadProblems[error.problem]] }, values };
  }
  // Hidden from the start when asked (never on a public page, not even for a moment), and first in
  // the gallery's order: a new work leads the page instead of landing after every work ever moved.
  const hidden = form.get("hidden") === "on";
  const added = await addItem(db, { ...columnsOf(parsed.fields), image_url: imageUrl, hidden: hidden ? 1 : 0 });
  await moveItem(db, added.id, "first");
  const item = (await getGalleryItem(db, added.id)) ?? added;
  await recordAudit(db, { actor: staff, action: "gallery-upload", target: item.id, detail: { bytes: file.size, hidden } });
  return { ok: true, item };
}

/** The edit form: the same fields and schema as the upload, the photo kept. */
export async function saveArtwork(db: Db, staff: StaffUser, id: string, form: FormData): Promise<ArtworkReply> {
  const parsed = parseArtworkFields(form);
  if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.fieldErrors, values: parsed.values };
  const before = await getGalleryItem(db, id);
  if (!before) return { ok: false, status: 404, fieldErrors: {}, values: parsed.values };
  const columns = columnsOf(parsed.fields);
  const item = await updateItem(db, id, columns);
  const changed = Object.entries(columns)
    .filter(([column, value]) => before[column as keyof typeof columns] !== value)
    .map(([column]) => column);
  await recordAudit(db, { actor: staff, action: "gallery-edit", target: id, detail: { fields: changed } });
  return { ok: true, item };
}

/** Hides or shows a work; false when there is no such work. */
export async function hideOrShow(db: Db, staff: StaffUser, id: string, hidden: boolean): Promise<boolean> {
  try {
    await setHidden(db, id, hidden);
  } catch (error) {
    if (error instanceof GalleryAdminError) return false;
    throw error;
  }
  await recordAudit(db, { actor: staff, action: hidden ? "gallery-hide" : "gallery-show", target: id });
  return true;
}

/** Moves a work; false when it cannot go there (already at that end, or unknown). */
export async function moveArtwork(db: Db, staff: StaffUser, id: string, target: MoveTarget): Promise<boolean> {
  const moved = await moveItem(db, id, target);
  if (moved) {
    const to = typeof target === "string" ? target : "after" in target ? { after: target.after } : { before: target.before };
    await recordAudit(db, { actor: staff, action: "gallery-reorder", target: id, detail: { to } });
  }
  return moved;
}

/** Deletes a work with its likes and (unless another work shows it) its photo; false when there is no such work. */
export async function deleteArtwork(db: Db, dataDir: string, staff: StaffUser, id: string): Promise<boolean> {
  try {
    await deleteItemAndImage(db, id, dataDir);
  } catch (error) {
    if (error instanceof GalleryAdminError) return false;
    throw error;
  }
  await recordAudit(db, { actor: staff, action: "gallery-delete", target: id });
  return true;
}
