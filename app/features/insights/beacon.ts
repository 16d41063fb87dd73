// What a page's beacon sends (issue 32): one small JSON object per page view, after load and on
// each client-side navigation. The names are short because the beacon is inline in every page.
// The server validates it with the schema in counting.server.ts and keeps only daily aggregates.

/** Where the beacon posts (served by the host: server/endpoints.ts). */
export const INSIGHTS_BEACON_PATH = "/resources/insights";

/** The viewport classes the beacon reports, by the page's width. */
export const deviceClasses = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/**
 * What a visitor can sign up for, and the like and vote: the kinds of conversion. A conversion
 * beacon carries one (`k`) and the visit's source, and is not a page view.
 */
export const signUpKinds = ["mentor", "partnership", "crown", "newsletter", "entry", "like", "vote"] as const;
export type SignUpKind = (typeof signUpKinds)[number];

/** The event the page's code dispatches on `window` when a sign-up is stored; the inline beacon listens. */
export const SIGN_UP_EVENT = "wyp-sign-up";

/**
 * Tells the inline beacon that a sign-up (a like, a vote) was stored, so the console can show
 * conversion per source without linking the person to the visit: the beacon sends the kind and
 * the source of the visit, nothing about the person, and the server keeps a daily count.
 */
export function countSignUp(kind: SignUpKind) {
  dispatchEvent(new CustomEvent(SIGN_UP_EVENT, { detail: kind }));
}

/** The beacon's body: every field but the path and the device is optional. */
export type Beacon = {
  /** The page's path, without query or fragment ("/es/art"). */
  p: string;
  /** The page's language: no longer sent, the server reads it from the path (ADR 0026). */
  l?: "en" | "es";
  /** The referrer's host, when there is a referrer. */
  r?: string;
  /** utm_source, utm_medium and utm_campaign, when the address has them. */
  s?: string;
  m?: string;
  c?: string;
  d: DeviceClass;
  /** A conversion beacon's kind: a sign-up stored, not a page view. */
  k?: SignUpKind;
};

/** Largest beacon body accepted: the fields above with room to spare. Larger: 400. */
export const BEACON_BODY_LIMIT_BYTES = 1024;
