import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import proxyaddr from "proxy-addr";
import { addressGroup } from "~/platform/client-address";
import type { Env } from "~/platform/env.server";
import { checkDatabase, getMediaDir, logger } from "~/host.server";
import { asksForPreview, contentDiffersFromBuild, onContentChange, securityContactEmail } from "~/host-answers.server";
import { BUILD_SITE_URL, setSiteUrl, siteUrl as getSiteUrl } from "~/platform/site-url";
import { hostRoutes } from "~/host-routes";
import { endpoints, serveEndpoints } from "./endpoints";
import { galleryEvents } from "./gallery-events";
import { liveMemoryAnswers } from "./live-memory";
import { mediaFiles } from "./media-access";
import { errorAnswer } from "~/platform/host-answer";
import { PERMISSIONS_POLICY, SERVER_ERROR_MESSAGE, sendAnswer } from "./http-answers";
import { createReactRouterHandler, type GetBuild } from "./react-router-handler";
import { pageMethods, sendToPlainPath, streamCaps, validPath } from "./request-guards";
import { routePathOf } from "./route-path";
import { contentSecurityPolicy, createNonce, sameOriginWrites } from "./security";
import { precompressed } from "./static-files";
import {
  loadPrerenderedPages,
  type MemoryPage,
  memoryRenderer,
  notFoundMatcher,
  renderNotFoundPage,
  sendMemoryPage,
} from "./pages-from-memory";

const YEAR = 365 * 24 * 60 * 60;

export type AppOptions = {
  env: Env;
  getBuild: GetBuild;
  mode: "production" | "development";
  /** Built client assets and prerendered pages (production). */
  clientDir?: string;
};

/** Compress everything compressible except event streams, which must reach the client at once. */
const shouldCompress: compression.CompressionFilter = (req, res) => {
  const type = String(res.getHeader("Content-Type") ?? "");
  if (type.startsWith("text/event-stream")) return false;
  return compression.filter(req, res);
};

/**
 * Hashed build files (scripts, styles, fonts) never change and carry no page: served first, with
 * only the headers they need. A page loads ~25 of them, and the page's security headers on each
 * cost a phone ~20 kB (measured with Chromium's network log on /).
 */
function hashedAssets(assetsDir: string): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.setHeader("X-Content-Type-Options", "nosniff");
      next();
    },
    precompressed(assetsDir, YEAR),
    compression({ filter: shouldCompress }),
    express.static(assetsDir, {
      immutable: true,
      maxAge: YEAR * 1000,
      index: false,
      redirect: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
    }),
  ];
}

/** A line per request in the log. */
function requestLogs() {
  return pinoHttp({
    logger,
    // Method, path, status and duration only: no query, headers, address or body.
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, path: String(req.url ?? "").split("?")[0] }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    // A 503 with Retry-After is a deliberate refusal under load (a full instance), not a fault.
    customLogLevel: (_req, res, error) => {
      if (error || (res.statusCode >= 500 && !(res.statusCode === 503 && res.hasHeader("Retry-After")))) return "error";
      return res.statusCode >= 400 ? "warn" : "info";
    },
    autoLogging: { ignore: (req) => req.url === hostRoutes.health.path || Boolean(req.url?.startsWith("/assets/")) },
    quietReqLogger: true,
  });
}

/** RFC 9116: where to report a vulnerability. Expires a year ahead of each start. */
function securityTxtOf(env: AppOptions["env"]) {
  return [
    `Contact: ${env.SECURITY_CONTACT ?? `mailto:${securityContactEmail}`}`,
    `Expires: ${new Date(Date.now() + YEAR * 1000).toISOString().replace(/\.\d+Z$/, "Z")}`,
    "Preferred-Languages: en, es",
    `Canonical: ${env.SITE_URL}/.well-known/security.txt`,
    "",
  ].join("\n");
}

/** Last resort: never a stack trace to the visitor. */
const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
  const status = Number(error?.status ?? error?.statusCode) || 500;
  const known = status >= 400 && status < 500;
  if (!known) logger.error({ err: error, method: req.method, path: req.path }, "request failed");
  if (res.headersSent) return void res.destroy();
  sendAnswer(res, errorAnswer(req.headers, known ? status : 500, known ? String(error.message ?? "Bad request") : SERVER_ERROR_MESSAGE));
};

/**
 * The host's request handler: a path not in its plain spelling is sent there first, then the
 * endpoints (server/endpoints.ts), then the Express app with security headers, request logs,
 * static files, prerendered pages, health, and React Router for everything else.
 */
export function createApp({ env, getBuild, mode, clientDir }: AppOptions): RequestListener {
  const production = mode === "production";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  const trustProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  // What every per-address limit counts a client by: IPv4, or the IPv6 network (client-address.ts).
  const clientIp = (req: IncomingMessage) => addressGroup(proxyaddr(req, trustProxy) ?? "unknown", env.IPV6_PREFIX_LENGTH);
  app.use(validPath());
  // The running server's address is the one pages say, even on a build made with another.
  setSiteUrl(env.SITE_URL);
  const siteUrlChanged = getSiteUrl() !== BUILD_SITE_URL;

  // Hashed build files first, before the request logs and the page's headers.
  if (production && clientDir) app.use("/assets", ...hashedAssets(path.join(clientDir, "assets")));

  app.use(requestLogs());

  app.use(pageMethods());
  app.use(compression({ filter: shouldCompress }));
  app.use(siteHeaders(production));
  app.use(sameOriginWrites([env.SITE_URL]));

  app.get(hostRoutes.health.path, async (_req, res) => {
    const ok = await checkDatabase().catch(() => false);
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ok ? "ok" : "database unavailable" });
  });

  const securityTxt = securityTxtOf(env);
  app.get(hostRoutes.securityTxt.path, (_req, res) => {
    res.type("text/plain").set("Cache-Control", "public, max-age=86400").send(securityTxt);
  });

  const streams = streamCaps({ perAddress: env.STREAMS_PER_ADDRESS, total: env.STREAMS_TOTAL, clientIp });
  app.use(streams.guard);
  app.get(hostRoutes.galleryEvents.path, galleryEvents());

  // Uploaded and generated images, each to whoever may see it.
  app.use(path.posix.dirname(hostRoutes.media.path), mediaFiles(getMediaDir()));

  if (production && clientDir) {
    // Other build files: favicon, sitemap.xml, robots.txt, route .data files. Short cache, revalidated.
    const buildFiles = express.static(clientDir, { index: false, redirect: false, maxAge: "1h" });
    // The sitemap and robots.txt name the site: made again by React Router when the address changed.
    const namesTheSite = (path: string) => path === "/sitemap.xml" || path === "/robots.txt";
    app.use((req, res, next) => (siteUrlChanged && namesTheSite(req.path) ? next() : buildFiles(req, res, next)));
  }

  app.use((_req, res, next) => {
    res.locals.nonce = createNonce();
    if (production) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce: res.locals.nonce }));
    next();
  });

  app.all("/{*splat}", createReactRouterHandler(getBuild, mode, clientIp));

  app.use(lastResort);

  const prerendered =
    production && clientDir
      ? prerenderedPages(
          clientDir,
          siteHeaderValues(production),
          getBuild,
          siteUrlChanged ? { from: BUILD_SITE_URL, to: getSiteUrl() } : undefined,
        )
      : undefined;
  const gallery = production ? liveMemoryAnswers(getBuild, siteHeaderValues(production)) : undefined;
  const serveEndpoint = serveEndpoints(endpoints, {
    clientIp,
    allowedOrigins: [env.SITE_URL],
    logger,
  });
  const notFound = production && clientDir ? notFoundPage(getBuild, siteHeaderValues(production), clientDir) : undefined;
  return (req, res) => {
    // First: every guard below, and React Router, then read one spelling of the path.
    if (sendToPlainPath(req, res)) return;
    if (prerendered?.(req, res) || gallery?.(req, res) || serveEndpoint(req, res) || notFound?.(req, res)) return;
    app(req, res);
  };
}

/** Security headers of every page: helmet's set (with a CSP per response) and Permissions-Policy. */
function siteHeaders(production: boolean): express.RequestHandler {
  const secure = helmet({
    contentSecurityPolicy: false, // set per response (nonce, or the hashes of a page from memory)
    strictTransportSecurity: production ? { maxAge: YEAR, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    secure(req, res, next);
  };
}

/** The same headers as values, worked out once by running that middleware on a stand-in response. */
function siteHeaderValues(production: boolean): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const stub = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
  };
  siteHeaders(production)({} as express.Request, stub as unknown as express.Response, () => {});
  return headers;
}

/**
 * Prerendered pages from memory (pages-from-memory.ts), before the request log and Express; true
 * when it answered. When the site's content changes (staff publish, a notice starts or ends),
 * every page is rendered again in the server and replaces the build's, one at a time, so serving
 * never waits for it; a newer change supersedes a render still going. Staff's `?preview` goes to
 * React Router.
 */
function prerenderedPages(clientDir: string, headers: OutgoingHttpHeaders, getBuild: GetBuild, siteUrl?: { from: string; to: string }) {
  const pages = loadPrerenderedPages(clientDir, headers, siteUrl);
  const render = memoryRenderer(getBuild, headers);
  let generation = 0;
  const renderAll = () => {
    const mine = ++generation;
    void (async () => {
      for (const pathname of [...pages.keys()]) {
        if (mine !== generation) return;
        try {
          const page = await render(pathname);
          if (page.status === 200 && mine === generation) pages.set(pathname, page);
        } catch (error) {
          logger.error({ err: error, path: pathname }, "page could not be rendered again; it keeps the content it had");
        }
      }
      if (mine === generation) logger.info({ pages: pages.size }, "pages rendered again with the site's content");
    })();
  };
  onContentChange(renderAll);
  // Staff changed the content since the build: the build's pages are not what the site shows.
  if (contentDiffersFromBuild()) renderAll();
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const pathname = query < 0 ? url : url.slice(0, query);
    const page = pages.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
    if (!page || (query >= 0 && asksForPreview(url.slice(query)))) return false;
    sendMemoryPage(req, res, page);
    return true;
  };
}

/** The addresses the host answers a GET on itself, as Express matches them (any case, a trailing slash). */
const hostGetPaths = Object.values(hostRoutes).flatMap((route) => (route.method === "GET" ? [route.path.toLowerCase()] : []));
const isHostGet = (path: string) =>
  hostGetPaths.some((pattern) => {
    const param = pattern.indexOf("/:");
    return param < 0 ? path === pattern : path.startsWith(pattern.slice(0, param + 1)) || path === pattern.slice(0, param);
  });

/** Every file of the client build outside assets/, by its URL path ("/favicon.svg", "/about.data"). */
function buildFilePaths(clientDir: string): Set<string> {
  const paths = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      else paths.add(`${prefix}/${entry.name}`);
    }
  };
  walk(clientDir, "");
  return paths;
}

/**
 * The not-found page from memory, before the request log and Express (true when it answered):
 * for a GET or HEAD of a path that no build file, no address of the host's own and no route but
 * React Router's catch-all would take. Rendered once the build is loaded; until then, and for
 * anything else, Express and React Router answer. Each answer is logged as the request log would
 * (method, path, status), without the query.
 */
function notFoundPage(getBuild: GetBuild, headers: OutgoingHttpHeaders, clientDir: string) {
  let notFound: { page: MemoryPage; matches(pathname: string): boolean } | undefined;
  const render = () =>
    getBuild()
      .then(async (build) => (notFound = { page: await renderNotFoundPage(build, headers), matches: notFoundMatcher(build) }))
      .catch((error: unknown) => logger.error({ err: error }, "the not-found page could not be rendered; React Router answers it"));
  void render();
  // Its footer and notices are the site's content: rendered again when that changes.
  onContentChange(() => void render());
  const files = buildFilePaths(clientDir);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!notFound || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const pathname = query < 0 ? url : url.slice(0, query);
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false; // validPath() answers it 400
    }
    const routePath = routePathOf(pathname);
    if (files.has(decoded) || routePath.startsWith("/assets/") || isHostGet(routePath) || !notFound.matches(pathname)) return false;
    sendMemoryPage(req, res, notFound.page);
    logger.warn({ req: { method: req.method, path: pathname }, res: { status: notFound.page.status } }, "request completed");
    return true;
  };
}
