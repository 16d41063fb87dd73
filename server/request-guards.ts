// Requests turned away before any route sees them, each with a 4xx that says why: the host
// never answers bad input with a 5xx.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { hostRoutes } from "~/host-routes";
import { sharedStreamSlots } from "~/platform/rate-limit.server";
import { keyedHash } from "~/platform/secret.server";
import { discardBody } from "./body";
import { errorAnswer } from "~/platform/host-answer";
import { sendAnswer } from "./http-answers";
import { plainPathOf, routePathOf } from "./route-path";

/** The methods the site's pages and resources answer (forms post to pages without JavaScript). */
const PAGE_METHODS = "GET, HEAD, POST";

/**
 * A path with a dot segment ("/./", "/../", either dot as %2e), an empty segment ("//") or a
 * backslash is sent (308, method and body kept) to its plain spelling before anything reads it:
 * React Router resolves those while the host's guards read the path as sent, so the entry quota
 * and the body caps could be walked around (issue 42). True when it answered.
 */
export function sendToPlainPath(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const plain = plainPathOf(query < 0 ? url : url.slice(0, query));
  if (plain === undefined) return false;
  const location = query < 0 ? plain : `${plain}${url.slice(query)}`;
  sendAnswer(res, { status: 308, headers: { Location: location }, text: `See ${location}` });
  discardBody(req);
  return true;
}

/** A path whose percent-encoding does not decode (`/%E0%A4%A`, `/%`) is a 400, not a crash downstream. */
export function validPath(): RequestHandler {
  return (req, res, next) => {
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    try {
      decodeURIComponent(query < 0 ? url : url.slice(0, query));
    } catch {
      return sendAnswer(res, errorAnswer(req.headers, 400, "The address is not valid."));
    }
    next();
  };
}

/** TRACE, PUT, DELETE and the like get 405 with Allow; OPTIONS gets the allowed methods. */
export function pageMethods(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
    req.resume();
    const allow = { Allow: PAGE_METHODS };
    if (req.method === "OPTIONS") return sendAnswer(res, { status: 204, headers: allow });
    sendAnswer(res, errorAnswer(req.headers, 405, `This address answers ${PAGE_METHODS} only.`, allow));
  };
}

/**
 * Caps on open gallery event streams: per client address (429), across every instance when the
 * limits are shared through PostgreSQL (ADR 0016), and on this instance in all (503: what one
 * process can hold), each with Retry-After. A stream is counted from its request until its
 * socket closes.
 */
export function streamCaps({ perAddress, total, clientIp }: { perAddress: number; total: number; clientIp(req: IncomingMessage): string }) {
  const open = new Map<string, number>();
  const shared = sharedStreamSlots();
  let all = 0;
  const tooMany = (req: IncomingMessage, res: ServerResponse) =>
    sendAnswer(res, errorAnswer(req.headers, 429, "Too many live gallery connections from your network.", { "Retry-After": "30" }));
  const guard: RequestHandler = (req, res, next) => {
    // As Express matches the route (any case, a trailing slash): /API/gallery/events/ is a stream too.
    if (req.method !== "GET" || routePathOf(req.path) !== hostRoutes.galleryEvents.path) return next();
    const ip = clientIp(req);
    const key = keyedHash(ip, "streams");
    const mine = open.get(key) ?? 0;
    if (mine >= perAddress) return tooMany(req, res);
    if (all >= total) return sendAnswer(res, errorAnswer(req.headers, 503, "The live gallery is full right now.", { "Retry-After": "30" }));
    open.set(key, mine + 1);
    all += 1;
    let held = false;
    res.once("close", () => {
      all -= 1;
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
      if (held) shared?.release(ip);
    });
    if (!shared) return next();
    shared.take(ip, perAddress).then(
      (ok) => {
        if (!ok) return tooMany(req, res);
        // A client gone while its place was taken gives it back at once.
        if (res.destroyed) return shared.release(ip);
        held = true;
        next();
      },
      // Without the shared count this instance's own cap still holds.
      () => next(),
    );
  };
  return { guard, openStreams: () => all };
}
