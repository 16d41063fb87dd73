/** Largest request body accepted (forms and JSON). Anything bigger is answered 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;
// How much of an oversized body is read and thrown away so the client still sees the 413.
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  status = 413;
}

/** Reads the request body into memory, up to the limit. */
export function readBody(req, limit = BODY_LIMIT_BYTES) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) return reject(new BodyTooLargeError());
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
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
    const onError = (error) => {
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
export function sendTooLarge(req, res) {
  const wantsJson = (req.headers.accept ?? "").includes("application/json") || (req.headers["content-type"] ?? "").includes("json");
  const message = `Request body too large: the limit is ${BODY_LIMIT_BYTES / 1024} kB.`;
  const body = wantsJson ? JSON.stringify({ error: message }) : message;
  res.statusCode = 413;
  // No "Connection: close": closing as soon as the answer is sent would cut off a client that is
  // still sending its body (it sees EPIPE instead of the 413). The rest is read and thrown away
  // below; past the cap the connection is destroyed.
  res.setHeader("Content-Type", wantsJson ? "application/json; charset=utf-8" : "text/plain; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
  let drained = 0;
  req.on("data", (chunk) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}
