import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { asksForPreview, requestIsStaff } from "~/host-answers.server";
import { type BodyRule, bodyRules } from "~/host-routes";
import { errorAnswer } from "~/platform/host-answer";
import { localeOf } from "~/platform/locale";
import { asBodyInit } from "~/platform/posted-fields.server";
import { takeQuota } from "~/platform/rate-limit.server";
import { hostContext } from "~/platform/request-context";
import { BODY_LIMIT_BYTES, BodyTooLargeError, readBody, refuseBody, sendTooLarge } from "./body";
import { sendAnswer } from "./http-answers";
import { routePathOf } from "./route-path";

export type GetBuild = () => Promise<ServerBuild>;

/**
 * Hands a request to React Router, with this request's host context (nonce, client address as
 * the limits count it).
 * Unlike @react-router/express, the body is read here first with a size limit, so an oversized
 * form is a 413 before any action runs. `getBuild` is called per request: in development Vite
 * gives a fresh build after a change; in production it is the same build every time.
 */
export function createReactRouterHandler(
  getBuild: GetBuild,
  mode: "production" | "development",
  clientIp: (req: ExpressRequest) => string,
) {
  let handle: ReturnType<typeof createRequestHandler> | undefined;
  let handleBuild: ServerBuild | undefined;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const build = await getBuild();
      if (build !== handleBuild || !handle) {
        handle = createRequestHandler(build, mode);
        handleBuild = build;
      }
      let body: Buffer | undefined;
      if (req.method !== "GET" && req.method !== "HEAD") {
        // As React Router will match it, whatever the spelling (route-path.ts).
        const path = routePathOf(req.path);
        const locale = localeOf(path);
        const rule = await bodyRuleOf(req, path);
        if (rule?.quota) {
          const taken = await takeQuota(clientIp(req), rule.quota.name);
          if (!taken.ok) return refuseBody(req, res, 429, rule.quota.refusal[locale], { "Retry-After": String(taken.retryAfter) });
        }
        try {
          body = await readBody(req, rule?.limitBytes ?? BODY_LIMIT_BYTES);
        } catch (error) {
          if (error instanceof BodyTooLargeError) return sendTooLarge(req, res, rule?.tooLarge[locale]);
          throw error;
        }
      }
      const request = toFetchRequest(req, res, body);
      if (!request) return sendAnswer(res, errorAnswer(req.headers, 400, "The address is not valid."));
      const context = new RouterContextProvider();
      context.set(hostContext, { nonce: String(res.locals.nonce ?? ""), clientIp: clientIp(req) });
      const response = await handle(request, context);
      // Staff's preview of the draft: for their eyes only, never kept by a cache or indexed.
      if (asksForPreview(new URL(request.url).search)) {
        response.headers.set("Cache-Control", "private, no-store");
        response.headers.set("X-Robots-Tag", "noindex");
      }
      await sendResponse(res, response);
    } catch (error) {
      // A visitor who closes the page mid-stream is normal, not an error to log.
      if (res.headersSent && (res.destroyed || req.socket.destroyed)) return;
      next(error);
    }
  };
}

const rules: BodyRule[] = Object.values(bodyRules);

/**
 * The rule of app/host-routes.ts for this post, if one covers it: a staff-only one counts only for a
 * signed-in staff member (looked up only for its paths, so other posts cost no database read).
 */
async function bodyRuleOf(req: ExpressRequest, path: string): Promise<BodyRule | undefined> {
  const rule = rules.find((one) => (one.method === undefined || one.method === req.method) && one.matches(path));
  if (rule?.staffOnly && !(await requestIsStaff(req.headers.cookie))) return undefined;
  return rule;
}

/** The Fetch request React Router takes, or undefined when the path and Host make no URL. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, body: Buffer | undefined) {
  // Joined as text, not resolved: a path like "//x" is a path here, not another host.
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl || req.url}`);
  } catch {
    return undefined;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  // Abort loaders and event streams when the client goes away before the response is done.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (body !== undefined) {
    init.body = asBodyInit(body);
    headers.delete("content-length");
  }
  return new Request(url, init);
}

async function sendResponse(res: ExpressResponse, response: Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name === "set-cookie") continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) res.flushHeaders();
  await writeReadableStreamToWritable(response.body, res);
}
