// What a page's beacon sends (issue 32): one small JSON object per page view, after load and on
// each client-side navigation. The names are short because the beacon is inline in every page.
// The server validates it with the schema in counting.server.ts and keeps only daily aggregates.

/** Where the beacon posts (served by the host: server/endpoints.ts). */
export const INSIGHTS_BEACON_PATH = "/resources/insights";

/** The viewport classes the beacon reports, by the page's width. */
export const deviceClasses = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The beacon's body: every field but the path, the language and the device is optional. */
export type Beacon = {
  /** The page's path, without query or fragment ("/es/art"). */
  p: string;
  /** The page's language. */
  l: "en" | "es";
  /** The referrer's host, when there is a referrer. */
  r?: string;
  /** utm_source, utm_medium and utm_campaign, when the address has them. */
  s?: string;
  m?: string;
  c?: string;
  d: DeviceClass;
};

/** Largest beacon body accepted: the fields above with room to spare. Larger: 400. */
export const BEACON_BODY_LIMIT_BYTES = 1024;
