// What a page's beacon sends (issue 32): one small JSON object per page view, after load and on
// each client-side navigation. The names are short because the beacon is inline in every page.
// The server validates it with the schema in counting.server.ts and keeps only daily aggregates.
// Where it posts is beacon-path.ts's; the visit's source header is platform/visit-source.ts's.

/** The viewport classes the beacon reports, by the page's width. */
export const deviceClasses = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** What a visitor can sign up for, and the like and vote: the kinds of conversion the server counts when it stores one. */
export const signUpKinds = ["mentor", "partnership", "crown", "newsletter", "entry", "like", "vote"] as const;
export type SignUpKind = (typeof signUpKinds)[number];

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
  /** 1 on the first view of a visit that came from another site or from none (an entry page, issue 45), else 0 or absent. */
  e?: 0 | 1;
  /** Sent by pages from before issue 42 when they stored a sign-up; answered 204 and not counted. */
  k?: SignUpKind;
};

/** Largest beacon body accepted: the fields above with room to spare. Larger: 400. */
export const BEACON_BODY_LIMIT_BYTES = 1024;
