import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { errorAnswer } from "~/platform/host-answer";
import { sendAnswer } from "./http-answers";

/** A fresh nonce for one response's inline scripts. */
export function createNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy. Scripts run only from this origin or when allowed by this
 * response's nonce or by the hash of an inline script of a prerendered page.
 * Styles allow inline attributes because Radix and Sonner position elements with them.
 */
export function contentSecurityPolicy({ nonce, hashes = [] }: { nonce?: string; hashes?: string[] }) {
  const scriptSources = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes.map((h) => `'${h}'`)];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const inlineScript = /<script\b(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;
const sha256Source = (script: string) => `sha256-${createHash("sha256").update(script, "utf8").digest("base64")}`;

/** The sha256 CSP sources of every inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(inlineScript), (match) => sha256Source(match[2])))];
}

/**
 * A document rendered at run time with `nonce` on what React and React Router wrote, to be sent
 * to every visitor from memory: the document without that nonce (it would be the same for all of
 * them) and the sha256 sources of the scripts that carried it, only. An inline script anything
 * else put in the page carries no nonce and is not allowed. Throws when the nonce is left
 * anywhere but an attribute: a render this no longer reads right.
 */
export function ownInlineScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const attribute = ` nonce="${nonce}"`;
  const own = Array.from(html.matchAll(inlineScript)).filter((match) => match[1].includes(attribute));
  const without = html.replaceAll(attribute, "");
  if (without.includes(nonce)) throw new Error("The render's nonce is in the page other than as an attribute: it cannot be taken out.");
  return { html: without, hashes: [...new Set(own.map((match) => sha256Source(match[2])))] };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_SITE_REFUSAL = "Cross-site requests are not allowed.";

/**
 * True when a request writes and comes from another site. Browsers send Sec-Fetch-Site (all
 * current ones) or at least Origin on a cross-site POST; requests with neither (curl,
 * server-to-server tools) are not a browser being tricked and pass.
 */
export function isCrossSiteWrite(req: IncomingMessage, allowedOrigins: string[]): boolean {
  if (SAFE_METHODS.has(req.method ?? "")) return false;
  const site = req.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = req.headers.origin;
  if (origin === "null") return true;
  if (!origin) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  return originHost !== req.headers.host && !allowedOrigins.includes(origin);
}

/** Refuses cross-site writes with 403 (see isCrossSiteWrite). */
export function sameOriginWrites(allowedOrigins: string[]): RequestHandler {
  return (req, res, next) => {
    if (!isCrossSiteWrite(req, allowedOrigins)) return next();
    req.resume();
    sendAnswer(res, errorAnswer(req.headers, 403, CROSS_SITE_REFUSAL));
  };
}
