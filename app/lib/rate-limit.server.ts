import { getEnv } from "./env.server";
import { keyedHash } from "./secret.server";

export type RateLimitBucket = "forms" | "likes";

type Window = { count: number; resetAt: number };

const WINDOW_MS = 60_000;
const windows = new Map<string, Window>();
let lastSweep = Date.now();

function limitFor(bucket: RateLimitBucket) {
  const env = getEnv();
  return bucket === "forms" ? env.RATE_LIMIT_FORMS : env.RATE_LIMIT_LIKES;
}

/**
 * A fixed one-minute window per client per bucket, in this process's memory. The key is a keyed
 * hash of the IP, so no address is kept. Returns the seconds to wait when over the limit.
 */
export function takeRateLimit(
  clientIp: string,
  bucket: RateLimitBucket,
  now = Date.now(),
): { ok: true } | { ok: false; retryAfter: number } {
  if (now - lastSweep > WINDOW_MS) {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    lastSweep = now;
  }
  const key = `${bucket}:${keyedHash(clientIp, "rate-limit")}`;
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + WINDOW_MS };
    windows.set(key, window);
  }
  window.count += 1;
  if (window.count <= limitFor(bucket)) return { ok: true };
  return { ok: false, retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
}

/** Forgets every window (tests). */
export function resetRateLimits() {
  windows.clear();
}
