// The public site address (SITE_URL). Pages are prerendered at build time with the address the
// build was made with; the server may be started with another (the same build deployed at its
// real address). Then the running server's address is the one every page, the sitemap and
// robots.txt say (issue 27, row 12): the host sets it at start (setSiteUrl) and rewrites the
// prerendered pages (server/app.ts). In a browser it is read from the page the server sent, never
// from the browser's own address: a page reached at another one (an IP, a proxy's name) would
// otherwise name two canonical addresses once hydrated (issue 42, row 16).

/** The address the build was made with. */
export const BUILD_SITE_URL = __SITE_URL__;

// On globalThis: the host and the app's server code are one bundle in production but not in
// development (Vite loads the app's modules itself), and both must read the same value.
const RUN_TIME_KEY = Symbol.for("wyp.siteUrl");
type Holder = { [RUN_TIME_KEY]?: string };

/** Called once by the host at start, with the running server's SITE_URL. */
export function setSiteUrl(url: string) {
  (globalThis as Holder)[RUN_TIME_KEY] = url.replace(/\/+$/, "");
}

/** The attribute of the document's root element that carries the site's address to the browser. */
const SITE_URL_ATTRIBUTE = "data-site-url";

/** For the document's root element (`<html>`): the site's address, for the browser's siteUrl(). */
export function siteUrlAttribute() {
  return { [SITE_URL_ATTRIBUTE]: siteUrl() };
}

/** The site's address, without a trailing slash. */
export function siteUrl(): string {
  if (typeof document !== "undefined") return document.documentElement.getAttribute(SITE_URL_ATTRIBUTE) ?? window.location.origin;
  return (globalThis as Holder)[RUN_TIME_KEY] ?? BUILD_SITE_URL;
}

/** An absolute address on the site for a path ("/" stays "/"). */
export function absoluteUrl(path: string) {
  return `${siteUrl()}${path === "/" ? "/" : path}`;
}
