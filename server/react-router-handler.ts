import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { asBodyInit } from "~/platform/posted-fields.server";
import { hostContext } from "~/platform/request-context";
import * as dropEntryEn from "~/features/weekly-drop/copy/entry.en";
import * as dropEntryEs from "~/features/weekly-drop/copy/entry.es";
import { uploadProblems } from "~/features/gallery/copy/staff-gallery";
import { DROP_BODY_LIMIT_BYTES, isDropSubmitPath } from "~/features/weekly-drop/entries";
import { takeQuota } from "~/platform/rate-limit.server";
import { getDb } from "~/platform/db.server";
import { isUploadPath } from "~/features/gallery/staff-gallery";
import { bilingual, localeOf } from "~/platform/locale";
import { staffOfCookies } from "~/features/staff/auth.server";
import { BODY_LIMIT_BYTES, bodyLimitFor, BodyTooLargeError, readBody, refuseBody, sendTooLarge } from "./body";
import { errorAnswer, sendAnswer } from "./http-answers";
import { routePathOf } from "./route-path";
import { asksForPreview } from "~/features/site/content/page-content.server";

export type GetBuild = () => Promise<ServerBuild>;

/** What the host itself tells a Weekly Drop entrant, in the language of the form's page. */
const entryRefusals = {
  tooMany: bilingual(dropEntryEn.entryTooManyMessage, dropEntryEs.entryTooManyMessage),
  tooLarge: bilingual(dropEntryEn.entryUploadProblems["too-large"], dropEntryEs.entryUploadProblems["too-large"]),
};

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
        // Only a signed-in staff member may send a photo's worth of body; anyone else gets the
        // forms' limit, so a stranger cannot make the host read 15 MB to be told 401.
        const upload = isUploadPath(path) && Boolean(await staffOfCookies(getDb(), req.headers.cookie));
        // A Weekly Drop entry may carry a photo too, but only within the address's hourly quota,
        // taken before any of the body is read: nobody can make the host read 10 MB over and over.
        const entry = req.method === "POST" && isDropSubmitPath(path);
        const locale = localeOf(path);
        if (entry) {
          const taken = await takeQuota(clientIp(req), "drop-entries");
          if (!taken.ok) return refuseBody(req, res, 429, entryRefusals.tooMany[locale], { "Retry-After": String(taken.retryAfter) });
        }
        const limit = upload ? bodyLimitFor(path) : entry ? DROP_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
        try {
          body = await readBody(req, limit);
        } catch (error) {
          if (error instanceof BodyTooLargeError)
            return sendTooLarge(req, res, upload ? uploadProblems["too-large"] : entry ? entryRefusals.tooLarge[locale] : undefined);
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
