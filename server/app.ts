import path from "node:path";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import proxyaddr from "proxy-addr";
import type { Env } from "~/lib/env.server";
import { checkDatabase, getMediaDir, logger } from "~/lib/host.server";
import { endpoints, serveEndpoints } from "./endpoints";
import { errorAnswer, PERMISSIONS_POLICY, SERVER_ERROR_MESSAGE, sendAnswer } from "./http-answers";
import { createReactRouterHandler, type GetBuild } from "./react-router-handler";
import { pageMethods, streamCaps, validPath } from "./request-guards";
import { contentSecurityPolicy, createNonce, sameOriginWrites } from "./security";
import { loadPrerenderedPages, precompressed } from "./static-files";

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
 * The host's request handler: the endpoints first (server/endpoints.ts), then the Express app
 * with security headers, request logs, static files, prerendered pages, health, and React Router
 * for everything else.
 */
export function createApp({ env, getBuild, mode, clientDir }: AppOptions): RequestListener {
  const production = mode === "production";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  const trustProxy = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const clientIp = (req: IncomingMessage) => proxyaddr(req, trustProxy) ?? "unknown";
  app.use(validPath());

  // Hashed build files (scripts, styles, fonts) never change and carry no page: served first, with
  // only the headers they need. A page loads ~25 of them, and the page's security headers on each
  // cost a phone ~20 kB (measured with Chromium's network log on /).
  if (production && clientDir) {
    const assetsDir = path.join(clientDir, "assets");
    app.use(
      "/assets",
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
    );
  }

  app.use(
    pinoHttp({
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
      autoLogging: { ignore: (req) => req.url === "/healthz" || Boolean(req.url?.startsWith("/assets/")) },
      quietReqLogger: true,
    }),
  );

  app.use(pageMethods());
  app.use(compression({ filter: shouldCompress }));
  app.use(
    helmet({
      contentSecurityPolicy: false, // set per response below (nonce or prerendered hashes)
      strictTransportSecurity: production ? { maxAge: YEAR, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: "deny" },
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });
  app.use(sameOriginWrites([env.SITE_URL]));

  app.get("/healthz", async (_req, res) => {
    const ok = await checkDatabase().catch(() => false);
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ok ? "ok" : "database unavailable" });
  });

  // RFC 9116: where to report a vulnerability. Expires a year ahead of each start.
  const securityTxt = [
    `Contact: ${env.SECURITY_CONTACT}`,
    `Expires: ${new Date(Date.now() + YEAR * 1000).toISOString().replace(/\.\d+Z$/, "Z")}`,
    "Preferred-Languages: en, es",
    `Canonical: ${env.SITE_URL}/.well-known/security.txt`,
    "",
  ].join("\n");
  app.get("/.well-known/security.txt", (_req, res) => {
    res.type("text/plain").set("Cache-Control", "public, max-age=86400").send(securityTxt);
  });

  const streams = streamCaps({ perAddress: env.STREAMS_PER_ADDRESS, total: env.STREAMS_TOTAL, clientIp });
  app.use(streams.guard);

  // Uploaded and generated images: content-hashed names, so they never change.
  app.use(
    "/media",
    express.static(getMediaDir(), { immutable: true, maxAge: YEAR * 1000, index: false, redirect: false, fallthrough: true }),
  );

  if (production && clientDir) {
    const pages = loadPrerenderedPages(clientDir);
    app.use((req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const page = pages.get(req.path.replace(/\/+$/, "") || "/");
      if (!page) return next();
      res.setHeader("Content-Security-Policy", contentSecurityPolicy({ hashes: page.hashes }));
      res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
      res.type("html").send(page.html);
    });
    // Other build files: favicon, sitemap.xml, robots.txt, route .data files. Short cache, revalidated.
    app.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h" }));
  }

  app.use((_req, res, next) => {
    res.locals.nonce = createNonce();
    if (production) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce: res.locals.nonce }));
    next();
  });

  app.all("/{*splat}", createReactRouterHandler(getBuild, mode));

  // Last resort: never a stack trace to the visitor.
  const lastResort: ErrorRequestHandler = (error, req, res, _next) => {
    const status = Number(error?.status ?? error?.statusCode) || 500;
    const known = status >= 400 && status < 500;
    if (!known) logger.error({ err: error, method: req.method, path: req.path }, "request failed");
    if (res.headersSent) return void res.destroy();
    sendAnswer(res, errorAnswer(req.headers, known ? status : 500, known ? String(error.message ?? "Bad request") : SERVER_ERROR_MESSAGE));
  };
  app.use(lastResort);

  const serveEndpoint = serveEndpoints(endpoints, {
    clientIp,
    allowedOrigins: [env.SITE_URL],
    logger,
  });
  return (req, res) => {
    if (!serveEndpoint(req, res)) app(req, res);
  };
}
