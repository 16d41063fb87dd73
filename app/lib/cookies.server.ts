// Reading a request's cookies and the attributes every cookie of the site shares.
import { getEnv } from "./env.server";

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** Sent on every path, never readable by scripts, not sent along cross-site posts; never in clear over HTTPS. */
export function cookieAttributes(maxAgeSeconds: number): string {
  const secure = getEnv().SITE_URL.startsWith("https:") ? "; Secure" : "";
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}
