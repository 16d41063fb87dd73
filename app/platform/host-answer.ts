// What the host's own endpoints are given and give back (app/host-endpoints.server.ts declares
// them, server/endpoints.ts serves them), and whether a client reads JSON or text: shared by the
// host and the app so neither knows the other's modules.
import type { IncomingHttpHeaders } from "node:http";

/** One request to an endpoint of the host, with its body already read within the forms' limit. */
export type EndpointRequest = {
  /** The path's `:name` segments, decoded. */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The body as sent, within the forms' limit. */
  body: Buffer;
  /** The client's address after TRUST_PROXY (keys rate limits, hashed; never stored or logged). */
  clientIp: string;
};

export type Answer = {
  status: number;
  headers?: Record<string, string>;
  cookies?: string[];
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as plain text when there is no `json`. */
  text?: string;
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

/** An error answer in the form the client reads: `{"error": message}` or the message as text. */
export function errorAnswer(headers: IncomingHttpHeaders, status: number, message: string, extra: Record<string, string> = {}): Answer {
  return wantsJson(headers) ? { status, headers: extra, json: { error: message } } : { status, headers: extra, text: message };
}
