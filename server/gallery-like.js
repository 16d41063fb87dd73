import proxyaddr from "proxy-addr";
import { CROSS_SITE_REFUSAL, isCrossSiteWrite } from "./security.js";

const LIKE_PATH = /^\/api\/gallery\/([^/?#]+)\/like\/?(?:\?.*)?$/;

/**
 * POST /api/gallery/:id/like for scripts (Accept: application/json), answered straight from the
 * HTTP server, before Express: likes are the site's hottest write, and Express's router, request
 * logging and compression cost more than the like itself
 * (docs/decisions/0006-like-endpoint-on-the-host.md). The logic is the app's own
 * (likeGalleryItem from the build's entry module), cross-site POSTs are refused as everywhere,
 * and the client address is worked out with Express's own `trust proxy` setting. A
 * no-JavaScript form post goes on to the React Router route, which redirects back to the page.
 *
 * @param {any} services the build's entry module
 * @param {{ trustProxy: (address: string, hop: number) => boolean, allowedOrigins: string[] }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean}
 *   true when it took the request
 */
export function directLikeRoute(services, { trustProxy, allowedOrigins }) {
  return (req, res) => {
    if (req.method !== "POST") return false;
    const match = LIKE_PATH.exec(req.url ?? "");
    if (!match) return false;
    const accept = req.headers.accept ?? "";
    if (!accept.includes("application/json") && (req.headers["content-type"] ?? "").includes("form")) return false;
    let id;
    try {
      id = decodeURIComponent(match[1]);
    } catch {
      return false; // Express answers malformed addresses
    }
    req.resume(); // the body carries nothing a like needs
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (isCrossSiteWrite(req, allowedOrigins)) {
      send(res, 403, { "Content-Type": "text/plain; charset=utf-8" }, CROSS_SITE_REFUSAL);
      return true;
    }
    services
      .likeGalleryItem({ id, cookieHeader: req.headers.cookie, context: { clientIp: proxyaddr(req, trustProxy) ?? "unknown" } })
      .then((reply) => {
        if (reply.setCookie) res.setHeader("Set-Cookie", reply.setCookie);
        send(res, reply.status, reply.headers, JSON.stringify(reply.body));
      })
      .catch((error) => {
        services.logger.error({ err: error, path: "/api/gallery/:id/like" }, "like failed");
        if (res.headersSent) return res.destroy();
        send(res, 500, { "Cache-Control": "no-store" }, JSON.stringify({ error: "Something went wrong." }));
      });
    return true;
  };
}

function send(res, status, headers, body) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (!res.hasHeader("Content-Type")) res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}
