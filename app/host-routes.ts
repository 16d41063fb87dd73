// The addresses the host (server/) answers itself, without React Router's route table: the hot
// writes it answers before Express (server/endpoints.ts, ADR 0013) and the few answers Express gives
// (server/app.ts). With the route table (app/routes.ts, built from app/pages.ts) they name every URL
// of the site; the host reads its paths from here. Paths are React Router patterns (`:id`). Below
// them, the routes of the table whose posts may send more than a form, with their limits and quotas.
import { uploadProblems } from "~/features/gallery/copy/staff-gallery";
import { GALLERY_EVENTS_PATH, LIKE_PATH_PATTERN } from "~/features/gallery/gallery";
import { isUploadPath, UPLOAD_BODY_LIMIT_BYTES } from "~/features/gallery/staff-gallery";
import { INSIGHTS_BEACON_PATH } from "~/features/insights/beacon-path";
import { LEADS_PATH } from "~/features/leads/fields";
import * as weeklyDropEntryEn from "~/features/weekly-drop/copy/entry.en";
import * as weeklyDropEntryEs from "~/features/weekly-drop/copy/entry.es";
import { WEEKLY_DROP_BODY_LIMIT_BYTES, WEEKLY_DROP_VOTE_PATH_PATTERN, isWeeklyDropSubmitPath } from "~/features/weekly-drop/entries";
import type { Locale } from "~/platform/locale";
import type { Quota } from "~/platform/rate-limit.server";

export const hostRoutes = {
  /** One like of a gallery work (JSON, or a redirect back for a form posted without JavaScript). */
  like: { method: "POST", path: LIKE_PATH_PATTERN },
  /** One Weekly Drop vote, movable while voting is open. */
  vote: { method: "POST", path: WEEKLY_DROP_VOTE_PATH_PATTERN },
  /** Every sign-up form and email box. */
  leads: { method: "POST", path: LEADS_PATH },
  /** One page view counted for the console's Insights (a beacon: 204, nothing to read). */
  insightsBeacon: { method: "POST", path: INSIGHTS_BEACON_PATH },
  /** The live gallery feed (Server-Sent Events). */
  galleryEvents: { method: "GET", path: GALLERY_EVENTS_PATH },
  /** Stored images, each only to whoever may see it (server/media-access.ts). */
  media: { method: "GET", path: "/media/:file" },
  /** Whether this instance and its database answer (load balancers, orchestrators). */
  health: { method: "GET", path: "/healthz" },
  /** RFC 9116: where to report a vulnerability. */
  securityTxt: { method: "GET", path: "/.well-known/security.txt" },
} as const satisfies Record<string, { method: "GET" | "POST"; path: string }>;

/**
 * What a post to a route of React Router's table may send, where it may send more than a form
 * (64 kB): the host reads these before any of the body (server/react-router-handler.ts), with the
 * path as React Router matches it (lower case, decoded, no trailing slash: server/route-path.ts).
 */
export type BodyRule = {
  /** The method it covers; without one, every method that carries a body. */
  method?: "POST";
  matches(path: string): boolean;
  /** The largest body accepted (the photo plus the form's fields and the multipart framing). */
  limitBytes: number;
  /** Only a signed-in staff member may send that much; anyone else gets a form's limit. */
  staffOnly?: boolean;
  /** Taken per address before any of the body is read, so nobody makes the host read photos over and over. */
  quota?: { name: Quota; refusal: Record<Locale, string> };
  /** What the sender is told when the body is larger, in the language of the page. */
  tooLarge: Record<Locale, string>;
};

export const bodyRules = {
  /** A gallery photo uploaded from the console (a stranger cannot make the host read 15 MB to be told 401). */
  staffGalleryUpload: {
    matches: isUploadPath,
    limitBytes: UPLOAD_BODY_LIMIT_BYTES,
    staffOnly: true,
    // The console is in English.
    tooLarge: { en: uploadProblems["too-large"], es: uploadProblems["too-large"] },
  },
  /** A Weekly Drop entry, whose form carries the artwork's photo. */
  weeklyDropEntry: {
    method: "POST",
    matches: isWeeklyDropSubmitPath,
    limitBytes: WEEKLY_DROP_BODY_LIMIT_BYTES,
    quota: { name: "drop-entries", refusal: { en: weeklyDropEntryEn.entryTooManyMessage, es: weeklyDropEntryEs.entryTooManyMessage } },
    tooLarge: { en: weeklyDropEntryEn.entryUploadProblems["too-large"], es: weeklyDropEntryEs.entryUploadProblems["too-large"] },
  },
} as const satisfies Record<string, BodyRule>;
