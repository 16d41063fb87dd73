// The addresses the host (server/) answers itself, without React Router's route table: the hot
// writes it answers before Express (server/endpoints.ts, ADR 0013) and the few answers Express gives
// (server/app.ts). With the route table (app/routes.ts, built from app/pages.ts) they name every URL
// of the site; the host reads its paths from here. Paths are React Router patterns (`:id`).
import { GALLERY_EVENTS_PATH, LIKE_PATH_PATTERN } from "~/features/gallery/gallery";
import { INSIGHTS_BEACON_PATH } from "~/features/insights/beacon-path";
import { LEADS_PATH } from "~/features/leads/fields";
import { DROP_VOTE_PATH_PATTERN } from "~/features/weekly-drop/entries";

export const hostRoutes = {
  /** One like of a gallery work (JSON, or a redirect back for a form posted without JavaScript). */
  like: { method: "POST", path: LIKE_PATH_PATTERN },
  /** One Weekly Drop vote, movable while voting is open. */
  vote: { method: "POST", path: DROP_VOTE_PATH_PATTERN },
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
