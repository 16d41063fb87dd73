// What the beacon endpoint reads of a User-Agent header, which is never stored: whether it is a
// known robot (not counted), and the browser family, one part of the day's visitor hash (two
// people behind one address with different browsers count as two).

// Crawlers, link previews, monitors and HTTP libraries that announce themselves.
const BOT =
  /bot[/;-]|\bbot\b|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget\/|python-|httpclient|okhttp|go-http|axios\/|node-fetch|undici|^node$|java\/|libwww|scrapy|phantomjs/i;

/** A robot that says so, or a client that says nothing. */
export function isKnownBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}

// In order: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const FAMILIES: [string, RegExp][] = [
  ["edge", /Edg(e|A|iOS)?\//],
  ["opera", /OPR\/|Opera/],
  ["samsung", /SamsungBrowser\//],
  ["firefox", /Firefox\/|FxiOS\//],
  ["chrome", /Chrome\/|CriOS\/|Chromium\//],
  ["safari", /Safari\//],
];

/** The browser's family ("chrome", "safari", ...), never its version or platform. */
export function browserFamily(userAgent: string | undefined): string {
  if (!userAgent) return "other";
  return FAMILIES.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? "other";
}
