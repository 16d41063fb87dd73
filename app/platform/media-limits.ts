// How large an uploaded photo may be: read by the host's body limits, the staff console's upload
// form and the image pipeline (./media.server.ts). Browser-safe, so the form can say it before sending.

/** The largest photo staff may upload (a phone photo is 2-8 MB). */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
