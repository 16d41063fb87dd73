import type { IncomingMessage, ServerResponse } from "node:http";
import { errorAnswer } from "~/platform/host-answer";
import { sendAnswer } from "./http-answers";

/** Largest request body accepted (forms and JSON; larger for the routes of `bodyRules` in app/host-routes.ts). Anything bigger is answered 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;
// How much of an oversized body is read and thrown away so the client still sees the 413
// (a photo a little over the upload limit included).
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  readonly status = 413;
}

/** Reads the request body into memory, up to the limit (BodyTooLargeError past it). */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) return reject(new BodyTooLargeError());
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/** Answers 413 and discards what is left of the body (up to a cap) so the client reads the answer. */
export function sendTooLarge(
  req: IncomingMessage,
  res: ServerResponse,
  message = `Request body too large: the limit is ${BODY_LIMIT_BYTES / 1024} kB.`,
) {
  refuseBody(req, res, 413, message);
}

/**
 * Refuses a request whose body is not (or no longer) wanted: answers, then discards the rest of
 * the body up to a cap. No "Connection: close": closing as soon as the answer is sent would cut
 * off a client still sending (it sees EPIPE instead of the answer); past the cap it is destroyed.
 */
export function refuseBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  sendAnswer(res, errorAnswer(req.headers, status, message, headers));
  discardBody(req);
}

/** Reads what is left of a body that is not wanted and throws it away, up to a cap (then destroys it). */
export function discardBody(req: IncomingMessage) {
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}
