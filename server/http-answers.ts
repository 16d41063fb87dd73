// How the host writes the answers it gives outside React Router (endpoints, errors, refusals): the
// headers every such answer carries. Whether it is JSON or text: ~/platform/host-answer.ts.
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Answer } from "~/platform/host-answer";

/**
 * Headers on every answer the host writes itself. Pages get theirs from helmet and the CSP in
 * app.ts; these answers are never framed, sniffed or cached.
 */
/** Browser features no page of the site uses, turned off for every page and answer. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";

const ANSWER_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cache-Control": "no-store",
};

/**
 * Writes a whole answer: the shared headers, then the answer's own, then the body. One writeHead
 * with one object rather than a setHeader per header: this is every like's and sign-up's answer,
 * and the per-header validation and bookkeeping showed in their profiles.
 */
export function sendAnswer(res: ServerResponse, answer: Answer) {
  const body = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? "");
  const headers: OutgoingHttpHeaders = {
    ...ANSWER_HEADERS,
    "Content-Type": answer.json !== undefined ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    ...answer.headers,
    "Content-Length": Buffer.byteLength(body),
  };
  if (answer.cookies?.length) headers["Set-Cookie"] = answer.cookies;
  res.writeHead(answer.status, headers);
  res.end(body);
}

export const SERVER_ERROR_MESSAGE = "Something went wrong.";
