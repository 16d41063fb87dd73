import path from "node:path";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { precompressed } from "./precompressed.js";
import { loadPrerenderedPages } from "./prerendered.js";
import { directRoutes } from "./direct-routes.js";
import { createReactRouterHandler } from "./request-handler.js";
import { contentSecurityPolicy, createNonce, sameOriginWrites } from "./security.js";

const YEAR = 365 * 24 * 60 * 60;

/** Compress everything compressible except event streams, which must reach the client at once. */
function shouldCompress(req, res) {
  const type = String(res.getHeader("Content-Type") ?? "");
  if (type.startsWith("text/event-stream")) return false;
  return compression.filter(req, res);
}

/**
 * The host's request handler: JSON likes and sign-ups first, then the Express app with security headers,
 * request logs, static files, prerendered pages, health, and React Router for everything else.
 *
 * @param {object} options
 * @param {() => Promise<any>} options.getBuild the React Router server build
 * @param {any} options.services the build's entry module: boot, checkDatabase, getEnv, logger, getMediaDir
 * @param {"production"|"development"} options.mode
 * @param {string} [options.clientDir] built client assets and prerendered pages (production)
 */
export function createApp({ getBuild, services, mode, clientDir }) {
  const env = services.getEnv();
  const production = mode === "production";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

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
      precompressed(assetsDir, { maxAgeSeconds: YEAR }),
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
      logger: services.logger,
      // Method, path, status and duration only: no query, headers, address or body.
      serializers: {
        req: (req) => ({ method: req.method, path: String(req.url ?? "").split("?")[0] }),
        res: (res) => ({ status: res.statusCode }),
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/assets/") },
      quietReqLogger: true,
    }),
  );

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
  app.use(sameOriginWrites({ allowedOrigins: [env.SITE_URL] }));

  app.get("/healthz", async (_req, res) => {
    const ok = await services.checkDatabase().catch(() => false);
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ok ? "ok" : "database unavailable" });
  });

  // Uploaded and generated images: content-hashed names, so they never change.
  app.use(
    "/media",
    express.static(services.getMediaDir(), { immutable: true, maxAge: YEAR * 1000, index: false, redirect: false, fallthrough: true }),
  );

  if (production && clientDir) {
    const pages = loadPrerenderedPages(clientDir);
    app.use((req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const pathname = decodeURIComponent(req.path).replace(/\/+$/, "") || "/";
      const page = pages.get(pathname);
      if (!page) return next();
      res.setHeader("Content-Security-Policy", contentSecurityPolicy({ hashes: page.hashes }));
      res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
      res.type("html").send(page.html);
    });
    // Other build files: favicon, sitemap.xml, robots.txt, route .data files. Short cache, revalidated.
    app.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h" }));
  }

  app.use((req, res, next) => {
    res.locals.nonce = createNonce();
    if (production) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce: res.locals.nonce }));
    next();
  });

  app.all("/{*splat}", createReactRouterHandler({ getBuild, mode }));

  // Last resort: never a stack trace to the visitor.
  app.use((error, req, res, _next) => {
    services.logger.error({ err: error, path: req.path }, "request failed");
    if (res.headersSent) return res.destroy();
    const status = Number(error?.status ?? error?.statusCode) || 500;
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .type("text/plain")
      .send(status === 500 ? "Something went wrong." : String(error.message ?? "Bad request"));
  });

  // JSON likes and sign-ups are answered before Express (ADR 0006, 0009); everything else goes through it.
  const likes = Boolean(env.GALLERY_DIRECT_LIKES && services.likeGalleryItem);
  const leads = Boolean(env.LEAD_DIRECT_SUBMISSIONS && services.receiveLeadBody);
  if (!likes && !leads) return app;
  const direct = directRoutes(services, { trustProxy: app.get("trust proxy fn"), allowedOrigins: [env.SITE_URL], likes, leads });
  return (req, res, next) => {
    if (!direct(req, res)) app(req, res, next);
  };
}
