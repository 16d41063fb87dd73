// The anonymous visitor behind "one like per visitor per item": a random id and the time it was
// first seen, in a signed, httpOnly cookie. It says nothing about the person; it only lets the
// same browser be recognised. An identity costs something to mint: one address is given at most
// NEW_VISITORS_PER_HOUR of them, and a young one counts for less (ADR 0014).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cookieAttributes, cookieName, readCookie } from "./cookies.server";
import { getSecret } from "./secret.server";

// Read under its old name too, so visitors from before the __Host- prefix keep their likes.
const LEGACY_COOKIE = "wyp_visitor";
const visitorCookieName = () => cookieName(LEGACY_COOKIE);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const TIME_PATTERN = /^[0-9a-z]{1,10}$/;

export type Visitor = { id: string; /** Unix seconds when the identity was minted (0: before this was recorded). */ firstSeen: number };

function signature(payload: string, secret: string) {
  return createHmac("sha256", secret).update(`visitor:${payload}`).digest("base64url");
}

/** The cookie value for a visitor: `id.firstSeen.signature`. */
export function signVisitor(visitor: Visitor, secret: string) {
  const payload = `${visitor.id}.${visitor.firstSeen.toString(36)}`;
  return `${payload}.${signature(payload, secret)}`;
}

/** The visitor in a cookie value, or null when it is missing, malformed or not signed by us. */
export function verifyVisitorCookie(value: string | undefined, secret: string): Visitor | null {
  if (!value) return null;
  const parts = value.split(".");
  // Cookies minted before firstSeen was recorded: `id.signature`, counted as long established.
  const [id, time, given] = parts.length === 2 ? [parts[0], undefined, parts[1]] : parts;
  if (parts.length > 3 || !ID_PATTERN.test(id) || (time !== undefined && !TIME_PATTERN.test(time)) || !given) return null;
  const expected = Buffer.from(signature(time === undefined ? id : `${id}.${time}`, secret));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { id, firstSeen: time === undefined ? 0 : parseInt(time, 36) };
}

export function visitorFromCookies(cookieHeader: string | null | undefined): Visitor | null {
  const secret = getSecret();
  const name = visitorCookieName();
  return (
    verifyVisitorCookie(readCookie(cookieHeader, name), secret) ??
    (name === LEGACY_COOKIE ? null : verifyVisitorCookie(readCookie(cookieHeader, LEGACY_COOKIE), secret))
  );
}

/** This request's visitor id, if it carries a valid cookie. */
export function visitorIdOf(request: Request): string | null {
  return visitorFromCookies(request.headers.get("cookie"))?.id ?? null;
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
 * A new visitor and its Set-Cookie. The caller has taken one use of the address's "visitors"
 * allowance for it (countedWrite takes it with the request's other limits).
 */
export function mintVisitor(now = Date.now()): { visitor: Visitor; setCookie: string } {
  const visitor = { id: newVisitorId(), firstSeen: Math.floor(now / 1000) };
  const value = encodeURIComponent(signVisitor(visitor, getSecret()));
  return { visitor, setCookie: `${visitorCookieName()}=${value}; ${cookieAttributes(ONE_YEAR_SECONDS)}` };
}
