import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler } from "react-router";
import { BodyTooLargeError, readBody, sendTooLarge } from "./body.js";

/**
 * Hands a request to React Router. Unlike @react-router/express, the body is read here first
 * with a size limit, so an oversized form or JSON body is a 413 before any action runs.
 * `getBuild` is called per request in development (Vite reloads it) and once in production.
 */
export function createReactRouterHandler({ getBuild, mode }) {
  let handle;
  let handleBuild;
  return async (req, res, next) => {
    try {
      const build = await getBuild();
      if (build !== handleBuild) {
        handle = createRequestHandler(build, mode);
        handleBuild = build;
      }
      let body;
      if (req.method !== "GET" && req.method !== "HEAD") {
        try {
          body = await readBody(req);
        } catch (error) {
          if (error instanceof BodyTooLargeError) return sendTooLarge(req, res);
          throw error;
        }
      }
      const request = toFetchRequest(req, res, body);
      const response = await handle(request, { nonce: res.locals.nonce ?? "", clientIp: req.ip ?? "unknown" });
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req, res, body) {
  const url = new URL(req.originalUrl || req.url, `${req.protocol}://${req.get("host") ?? "localhost"}`);
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
  const init = { method: req.method, headers, signal: controller.signal };
  if (body !== undefined) {
    init.body = body;
    headers.delete("content-length");
  }
  return new Request(url, init);
}

async function sendResponse(res, response) {
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
