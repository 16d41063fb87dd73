// Reading a request's cookies, and the name and attributes every cookie of the site shares.
import { getEnv } from "./env.server";

/** One cookie's value from a Cookie header; undefined when absent or not decodable (a bad value is as if none were sent). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const production = () => getEnv().NODE_ENV === "production";

/**
 * A cookie's name: in production `__Host-` first, so the browser keeps it to this host, over
 * HTTPS, on every path; a plain name in development over http://localhost.
 */
export function cookieName(name: string): string {
  return production() ? `__Host-${name}` : name;
}

/**
 * Sent on every path, never readable by scripts, not sent along cross-site posts; Secure in
 * production whatever SITE_URL says (browsers treat localhost as secure, so tests over loopback work).
 */
export function cookieAttributes(maxAgeSeconds: number): string {
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${production() ? "; Secure" : ""}`;
}
