// The anonymous visitor id behind "one like per visitor per item": a random id in a signed,
// httpOnly cookie. It says nothing about the person; it only lets the same browser be recognised.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cookieAttributes, readCookie } from "./cookies.server";
import { getSecret } from "./secret.server";

export const VISITOR_COOKIE = "wyp_visitor";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function signVisitorId(id: string, secret: string) {
  return `${id}.${createHmac("sha256", secret).update(`visitor:${id}`).digest("base64url")}`;
}

/** The visitor id from a cookie value, or null when it is missing, malformed or not signed by us. */
export function verifyVisitorCookie(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  const id = value.slice(0, dot);
  if (dot < 0 || !ID_PATTERN.test(id)) return null;
  const expected = Buffer.from(signVisitorId(id, secret));
  const given = Buffer.from(value);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** This request's visitor id, if it carries a valid cookie. */
export function visitorIdOf(request: Request): string | null {
  return visitorIdFromCookies(request.headers.get("cookie"));
}

export function visitorIdFromCookies(cookieHeader: string | null | undefined): string | null {
  return verifyVisitorCookie(readCookie(cookieHeader, VISITOR_COOKIE), getSecret());
}

// New ids are cut from a block of random bytes: one call to the system's generator per 256
// visitors rather than one each (a like from a new visitor is the benchmark's hot path).
const ID_BYTES = 16;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

function newVisitorId() {
  if (poolOffset + ID_BYTES > randomPool.length) {
    randomPool = randomBytes(ID_BYTES * 256);
    poolOffset = 0;
  }
  poolOffset += ID_BYTES;
  return randomPool.toString("base64url", poolOffset - ID_BYTES, poolOffset);
}

/**
 * The visitor id of this request, or a new one with the Set-Cookie header that stores it.
 * Secure whenever the site is served over HTTPS (SITE_URL), so it is never sent in clear.
 */
export function ensureVisitorId(cookieHeader: string | null | undefined): { visitorId: string; setCookie?: string } {
  const existing = visitorIdFromCookies(cookieHeader);
  if (existing) return { visitorId: existing };
  const visitorId = newVisitorId();
  const value = encodeURIComponent(signVisitorId(visitorId, getSecret()));
  return { visitorId, setCookie: `${VISITOR_COOKIE}=${value}; ${cookieAttributes(ONE_YEAR_SECONDS)}` };
}
