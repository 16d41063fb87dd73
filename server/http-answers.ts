// How the host answers outside React Router (endpoints, errors, refusals): one place decides
// JSON or text and which headers every such answer carries.
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from "node:http";

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

/** A browser's own form post (no JavaScript): answered with a page or a redirect, never JSON. */
export function isBrowserFormPost(headers: IncomingHttpHeaders): boolean {
  return (headers["content-type"] ?? "").includes("form") && !(headers.accept ?? "").includes("application/json");
}

/** JSON for scripts (they ask for it, or post something other than a form); text for browsers. */
export function wantsJson(headers: IncomingHttpHeaders): boolean {
  if (isBrowserFormPost(headers)) return false;
  return (headers.accept ?? "").includes("application/json") || headers["content-type"] !== undefined;
}

export type Answer = {
  status: number;
  headers?: Record<string, string>;
  cookies?: string[];
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as plain text when there is no `json`. */
  text?: string;
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

/** An error answer in the form the client reads: `{"error": message}` or the message as text. */
export function errorAnswer(headers: IncomingHttpHeaders, status: number, message: string, extra: Record<string, string> = {}): Answer {
  return wantsJson(headers) ? { status, headers: extra, json: { error: message } } : { status, headers: extra, text: message };
}

export const SERVER_ERROR_MESSAGE = "Something went wrong.";
