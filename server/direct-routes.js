import proxyaddr from "proxy-addr";
import { BodyTooLargeError, readBody, sendTooLarge } from "./body.js";
import { CROSS_SITE_REFUSAL, isCrossSiteWrite } from "./security.js";

const LIKE_PATH = /^\/api\/gallery\/([^/?#]+)\/like\/?(?:\?.*)?$/;
const LEADS_PATH = /^\/resources\/leads\/?(?:\?.*)?$/;

/**
 * The site's two hot JSON writes, answered straight from the HTTP server before Express: their
 * logic is the app's own (from the build's entry module), but Express's router, request logging,
 * compression and React Router's Request/Response round trip cost more than the work itself.
 * - POST /api/gallery/:id/like from scripts (docs/decisions/0006-like-endpoint-on-the-host.md);
 *   a no-JavaScript form post goes on to the React Router route, which redirects back.
 * - POST /resources/leads, form-encoded or JSON (docs/decisions/0009-lead-endpoint-on-the-host.md);
 *   multipart goes on to the React Router resource route, which gives the same answers.
 * Cross-site posts are refused as everywhere else, and the client address is worked out with
 * Express's own `trust proxy` setting, exactly as `req.ip` would be.
 *
 * @param {any} services the build's entry module
 * @param {{ trustProxy: (address: string, hop: number) => boolean, allowedOrigins: string[], likes: boolean, leads: boolean }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean}
 *   true when it took the request
 */
export function directRoutes(services, { trustProxy, allowedOrigins, likes, leads }) {
  const clientIp = (req) => proxyaddr(req, trustProxy) ?? "unknown";
  const refuseCrossSite = (req, res) => {
    if (!isCrossSiteWrite(req, allowedOrigins)) return false;
    req.resume();
    send(res, 403, { "Content-Type": "text/plain; charset=utf-8" }, CROSS_SITE_REFUSAL);
    return true;
  };
  const fail = (res, path) => (error) => {
    services.logger.error({ err: error, path }, "request failed");
    if (res.headersSent) return res.destroy();
    send(res, 500, { "Cache-Control": "no-store" }, JSON.stringify({ error: "Something went wrong." }));
  };

  function like(req, res, match) {
    const accept = req.headers.accept ?? "";
    if (!accept.includes("application/json") && (req.headers["content-type"] ?? "").includes("form")) return false;
    let id;
    try {
      id = decodeURIComponent(match[1]);
    } catch {
      return false; // Express answers malformed addresses
    }
    if (refuseCrossSite(req, res)) return true;
    req.resume(); // the body carries nothing a like needs
    services
      .likeGalleryItem({ id, cookieHeader: req.headers.cookie, context: { clientIp: clientIp(req) } })
      .then((reply) => {
        if (reply.setCookie) res.setHeader("Set-Cookie", reply.setCookie);
        send(res, reply.status, reply.headers, JSON.stringify(reply.body));
      })
      .catch(fail(res, "/api/gallery/:id/like"));
    return true;
  }

  function lead(req, res) {
    const contentType = req.headers["content-type"] ?? "";
    if (!services.isTextFormType(contentType)) return false;
    if (refuseCrossSite(req, res)) return true;
    readBody(req)
      .then((body) => services.receiveLeadBody({ contentType, body: body.toString("utf8"), context: { clientIp: clientIp(req) } }))
      .then((reply) => send(res, reply.status, { "Cache-Control": "no-store", ...reply.headers }, JSON.stringify(reply.result)))
      .catch((error) => (error instanceof BodyTooLargeError ? sendTooLarge(req, res) : fail(res, "/resources/leads")(error)));
    return true;
  }

  return (req, res) => {
    if (req.method !== "POST") return false;
    const url = req.url ?? "";
    if (leads && LEADS_PATH.test(url)) return lead(req, res);
    const match = likes ? LIKE_PATH.exec(url) : null;
    return match ? like(req, res, match) : false;
  };
}

function send(res, status, headers, body) {
  res.statusCode = status;
  res.setHeader("X-Content-Type-Options", "nosniff");
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (!res.hasHeader("Content-Type")) res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}
