// What the host (server/) asks of the features, in its own terms: whether a request comes from
// staff, whether an image may be shown, the live gallery feed, the site's content changing. The
// host imports this module and app/host-routes.ts, never a feature (issue 43), so a feature can
// change how it answers these without the host knowing.
import { getGalleryLive } from "~/features/gallery/live.server";
import { imageIsPublic } from "~/media-access.server";
import { site } from "~/platform/copy/site.en";
import { contentDiffersFromBuild, onContentChange } from "~/features/site/content/store.server";
import { asksForPreview } from "~/features/site/content/page-content.server";
import { staffOfCookies } from "~/features/staff/auth.server";
import { getDb } from "~/platform/db.server";

export { galleryMemoryAnswers, type MemoryAnswer } from "~/features/gallery/memory-answers.server";
export { asksForPreview, contentDiffersFromBuild, onContentChange };

/** Whether the request's cookies are a signed-in staff member's. */
export async function requestIsStaff(cookieHeader: string | undefined) {
  return Boolean(await staffOfCookies(getDb(), cookieHeader));
}

/** Who may see a stored image: anyone, or only staff (a hidden or unapproved work, a name no work has). */
export async function imageAudience(name: string): Promise<"anyone" | "staff"> {
  return (await imageIsPublic(getDb(), name)) ? "anyone" : "staff";
}

/** The live gallery feed's hub: event streams attach to it, memory answers are dropped on its changes. */
export async function liveGalleryHub() {
  return (await getGalleryLive()).hub;
}

/** The address security.txt gives for reporting a vulnerability when SECURITY_CONTACT is not set. */
export const securityContactEmail = site.contactEmail;
