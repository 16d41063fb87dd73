// The HTTP test files that run again on Node 24 (ADR 0046, amended): each meets something Node
// itself provides, whose behaviour can change with the Node version. The other HTTP files test the
// site's own rules over HTTP (forms, the console, the contest, page texts); those run in the same
// JavaScript on any Node, whose language and built-ins the unit layer checks on Node 24 in-process,
// so CI runs them once, on Node 20, like the database and browser layers.
export const nodeSurfaceFiles: Record<string, string> = {
  "tests/http/staff-sign-in.test.ts": "scrypt at the production cost, random tokens, sessions",
  "tests/http/lead-delivery.test.ts": "fetch (undici) to the webhook, retries on timers",
  "tests/http/gallery-live-feed.test.ts": "event streams held open, heartbeats on timers",
  "tests/http/stream-caps.test.ts": "many open sockets and their limits",
  "tests/http/host.test.ts": "the HTTP server's headers, compression (zlib), conditional requests, both drivers",
  "tests/http/staff-mail.test.ts": "SMTP over sockets",
  "tests/http/insights-weekly-mail.test.ts": "SMTP, and the New York week in Intl",
  "tests/http/body-types.test.ts": "every body type through the request parsers",
  "tests/http/bad-input.test.ts": "malformed requests meeting Node's HTTP parser",
  "tests/http/path-spellings.test.ts": "URL parsing of every spelling of a path",
  "tests/http/endpoints.test.ts": "the endpoints' answers as Node's server writes them",
  "tests/http/staff-gallery.test.ts": "multipart uploads and the image library (a native module)",
  "tests/http/gallery-likes.test.ts": "likes from many addresses through both database drivers",
  "tests/http/address-groups.test.ts": "IPv6 and IPv4-mapped addresses as Node's net module reads them",
  "tests/http/insights-beacons.test.ts": "beacon bodies as browsers send them, visitor hashes (crypto)",
  "tests/http/spanish-dated-pages.test.ts": "dates and times in Spanish (Intl and its time zone data)",
  "tests/http/prerendered-countdowns.test.ts": "deadlines in New York time (Intl time zones)",
  "tests/http/calendar.test.ts": "calendar dates and times across daylight saving (Intl time zones)",
};
