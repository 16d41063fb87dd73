// Pages that are the same for every visitor, answered from memory before any per-request work
// (request log, compression, security middleware, React Router): the prerendered pages and the
// not-found page. Each is compressed once (Brotli and gzip, at build time when the build made the
// copies), and its headers and ETag are computed once; a conditional request gets 304.
import { createHash } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler, matchRoutes, RouterContextProvider, type RouteObject, type ServerBuild } from "react-router";
import { hostContext } from "~/platform/request-context";
import type { GetBuild } from "./react-router-handler";
import { contentSecurityPolicy, createNonce, inlineScriptHashes, ownInlineScripts } from "./security";

type Encoding = "br" | "gzip" | "identity";

export type MemoryPage = {
  status: number;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  headers: OutgoingHttpHeaders;
  /**
   * The whole answer's headers per encoding, as the flat [name, value, ...] list Node's writeHead
   * takes as is: the same for every visitor asking for that encoding, so made once (issue 33).
   */
  rawHeaders: Record<Encoding, string[]>;
};

/**
 * A CDN (or the browser) may keep a page a minute and serve it stale for ten while it checks
 * again; browsers revalidate every visit (a new build changes the ETag).
 */
export const MEMORY_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/**
 * One page: its bodies in every encoding, its CSP and the site's headers. Its policy allows inline
 * scripts by hash, never by a nonce, which would be the same for every visitor: a page rendered
 * at build, those of all its inline scripts (the build's own); one rendered at run time, those its
 * render wrote (renderToMemory).
 */
export function memoryPage(
  html: string,
  {
    status = 200,
    precompressed = {},
    siteHeaders,
    hashes = inlineScriptHashes(html),
    headers: own = {},
  }: {
    status?: number;
    precompressed?: Partial<Record<"br" | "gzip", Buffer>>;
    siteHeaders: OutgoingHttpHeaders;
    /** The sha256 sources of the scripts the page may run. */
    hashes?: string[];
    /** This answer's own, over the page's (a JSON answer's type, live data's Cache-Control). */
    headers?: OutgoingHttpHeaders;
  },
): MemoryPage {
  const identity = Buffer.from(html);
  const bodies = {
    identity,
    // Without the build's copies (an older build), a fast level at start: the build's are smaller.
    br: precompressed.br ?? zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: precompressed.gzip ?? zlib.gzipSync(identity, { level: 9 }),
  };
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const headers: OutgoingHttpHeaders = {
    ...siteHeaders,
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": contentSecurityPolicy({ hashes }),
    "Cache-Control": status === 200 ? MEMORY_PAGE_CACHE_CONTROL : "no-store",
    Vary: "Accept-Encoding",
    ...own,
  };
  const rawHeadersFor = (encoding: Encoding) =>
    Object.entries({
      ...headers,
      ...(status === 200 && { ETag: etag }),
      ...(encoding !== "identity" && { "Content-Encoding": encoding }),
      "Content-Length": bodies[encoding].length,
    })
      .filter(([, value]) => value !== undefined)
      .flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, String(value)]));
  return {
    status,
    etag,
    bodies,
    headers,
    rawHeaders: { br: rawHeadersFor("br"), gzip: rawHeadersFor("gzip"), identity: rawHeadersFor("identity") },
  };
}

/**
 * Renders a path through React Router into a page for memory, as a visitor with no cookie gets
 * it. The render marks its own scripts with a nonce of its own; the page's policy allows their
 * hashes only, never every inline script the rendered page happens to hold (ownInlineScripts).
 */
async function renderToMemory(
  handle: ReturnType<typeof createRequestHandler>,
  href: string,
  siteHeaders: OutgoingHttpHeaders,
  headers?: OutgoingHttpHeaders,
): Promise<MemoryPage> {
  const nonce = createNonce();
  const context = new RouterContextProvider();
  context.set(hostContext, { nonce, clientIp: "unknown" });
  const response = await handle(new Request(`http://localhost${href}`), context);
  const page = ownInlineScripts(await response.text(), nonce);
  return memoryPage(page.html, { status: response.status, siteHeaders, hashes: page.hashes, headers });
}

/** renderToMemory with the current build. */
export function memoryRenderer(getBuild: GetBuild, siteHeaders: OutgoingHttpHeaders, headers?: OutgoingHttpHeaders) {
  let handler: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  return async (href: string): Promise<MemoryPage> => {
    const build = await getBuild();
    if (handler?.build !== build) handler = { build, handle: createRequestHandler(build, "production") };
    return renderToMemory(handler.handle, href, siteHeaders, headers);
  };
}

/**
 * The prerendered pages in the client build, keyed by URL path ("/", "/art/community"). With
 * `siteUrl`, the server runs at another address than the build was made with: every mention of
 * the build's address (canonical and alternate links, Open Graph, JSON-LD) becomes the server's,
 * and the pages are compressed again at start.
 */
export function loadPrerenderedPages(
  clientDir: string,
  siteHeaders: OutgoingHttpHeaders,
  siteUrl?: { from: string; to: string },
): Map<string, MemoryPage> {
  const pages = new Map<string, MemoryPage>();
  const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const rel = path.relative(clientDir, path.dirname(full)).split(path.sep).join("/");
        const html = fs.readFileSync(full, "utf8");
        const page = siteUrl
          ? memoryPage(html.replaceAll(siteUrl.from, siteUrl.to), { siteHeaders })
          : memoryPage(html, { precompressed: { br: readIfThere(`${full}.br`), gzip: readIfThere(`${full}.gz`) }, siteHeaders });
        pages.set(rel ? `/${rel}` : "/", page);
      }
    }
  };
  if (fs.existsSync(clientDir)) walk(clientDir);
  return pages;
}

/**
 * The not-found page, rendered once through React Router: it is the same document whatever the
 * path (the path is not in it; the browser logs it from its own location).
 */
export function renderNotFoundPage(build: ServerBuild, siteHeaders: OutgoingHttpHeaders): Promise<MemoryPage> {
  return renderToMemory(createRequestHandler(build, "production"), "/__wyp-not-found__", siteHeaders);
}

/** Whether React Router would answer this path with its catch-all route (the not-found page). */
export function notFoundMatcher(build: ServerBuild) {
  const routes = Object.values(build.routes).flatMap((route) => (route ? [route] : []));
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? // An index route may carry a path (one declared inside `prefix()`, e.g. /staff).
            { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);
  const manifestPath = build.routeDiscovery?.mode === "lazy" ? build.routeDiscovery.manifestPath : undefined;
  const cache = new Map<string, boolean>();
  return (pathname: string) => {
    // Client-side navigation asks React Router for data (`/path.data`) and for the routes of the
    // links on a page (its manifest path): those answers are React Router's to give.
    if (pathname.endsWith(".data") || pathname === manifestPath) return false;
    let known = cache.get(pathname);
    if (known === undefined) {
      known = matchRoutes(tree, pathname)?.at(-1)?.route.path === "*";
      if (cache.size < 10_000) cache.set(pathname, known);
    }
    return known;
  };
}

/** The encoding to send: Brotli, then gzip, unless the client refuses them (q=0) or does not list them. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

/** Answers a GET or HEAD with a page from memory: 304 when the client has it, else the body in the best encoding. */
export function sendMemoryPage(req: IncomingMessage, res: ServerResponse, page: MemoryPage) {
  const inm = req.headers["if-none-match"];
  if (page.status === 200 && inm && inm.split(",").some((tag) => tag.trim().replace(/^W\//, "") === page.etag)) {
    res.writeHead(304, { ETag: page.etag, "Cache-Control": page.headers["Cache-Control"], Vary: "Accept-Encoding" });
    return res.end();
  }
  const encoding = encodingOf(req.headers["accept-encoding"]);
  res.writeHead(page.status, page.rawHeaders[encoding]);
  res.end(req.method === "HEAD" ? undefined : page.bodies[encoding]);
}

// Browsers send one of a handful of Accept-Encoding values: each is read once.
const encodings = new Map<string, Encoding>();

function encodingOf(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let encoding = encodings.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = pickEncoding(acceptEncoding);
    if (encodings.size >= 100) encodings.clear();
    encodings.set(acceptEncoding, encoding);
  }
  return encoding;
}
