// Addresses and limits of the staff console's gallery pages, shared by the pages, the browser
// code that uploads, and the host that caps request bodies.
import { UPLOAD_MAX_BYTES } from "~/platform/media-limits";

export const STAFF_GALLERY_PATH = "/staff/gallery";
/** The upload page; its form posts the photo here. */
export const STAFF_GALLERY_NEW_PATH = "/staff/gallery/new";
/** The same upload for the page's script, which shows progress and reads JSON back. */
export const STAFF_GALLERY_UPLOAD_API_PATH = "/staff/api/gallery/upload";

export function staffGalleryItemPath(id: string) {
  return `${STAFF_GALLERY_PATH}/${encodeURIComponent(id)}`;
}

/** The photo plus the form's text fields and the multipart framing around them. */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

/** Requests that carry a photo, and only they, may send a body up to UPLOAD_BODY_LIMIT_BYTES. */
export function isUploadPath(pathname: string) {
  return pathname === STAFF_GALLERY_UPLOAD_API_PATH || pathname === STAFF_GALLERY_NEW_PATH || pathname === `${STAFF_GALLERY_NEW_PATH}.data`;
}
