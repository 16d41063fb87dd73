import { getEnv } from "./env.server";
import { keyedHash } from "./secret.server";

/**
 * Fixed-window counters in this process's memory, keyed by a keyed hash of the client address
 * (never the address itself). Every limit of the site is one of these:
 * - "forms", "likes": requests per address per minute;
 * - "visitors": new visitor identities minted per address per hour (what an identity costs);
 * - "item-likes-new", "item-likes": likes counted on one artwork from one address per day, from
 *   visitors first seen less than a day ago, and from everyone (ADR 0014).
 */
export type Quota = "forms" | "likes" | "visitors" | "item-likes-new" | "item-likes";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function quotaOf(quota: Quota): { limit: number; windowMs: number } {
  const env = getEnv();
  switch (quota) {
    case "forms":
      return { limit: env.RATE_LIMIT_FORMS, windowMs: MINUTE };
    case "likes":
      return { limit: env.RATE_LIMIT_LIKES, windowMs: MINUTE };
    case "visitors":
      return { limit: env.NEW_VISITORS_PER_HOUR, windowMs: HOUR };
    case "item-likes-new":
      return { limit: env.ITEM_LIKES_NEW_VISITORS_PER_DAY, windowMs: DAY };
    case "item-likes":
      return { limit: env.ITEM_LIKES_PER_DAY, windowMs: DAY };
  }
}

type Window = { count: number; resetAt: number };
export type Taken = { ok: true; key: string } | { ok: false; retryAfter: number };

const windows = new Map<string, Window>();
let lastSweep = Date.now();

/**
 * Counts one use of `quota` by this client (and `scope`, e.g. an artwork id); refused past the
 * quota's limit with the seconds until its window ends.
 */
export function takeQuota(clientIp: string, quota: Quota, scope = "", now = Date.now()): Taken {
  if (now - lastSweep > MINUTE) {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    lastSweep = now;
  }
  const { limit, windowMs } = quotaOf(quota);
  const key = `${quota}:${scope}:${keyedHash(clientIp, "rate-limit")}`;
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs };
    windows.set(key, window);
  }
  if (window.count >= limit) return { ok: false, retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  window.count += 1;
  return { ok: true, key };
}

/** Gives back a use taken by takeQuota that turned out not to count (a like already given). */
export function returnQuota(taken: Taken) {
  if (!taken.ok) return;
  const window = windows.get(taken.key);
  if (!window) return;
  window.count -= 1;
  // A key of nothing counted is not kept: ids that match no artwork must not fill the map.
  if (window.count <= 0) windows.delete(taken.key);
}

/** Requests per address per minute ("forms", "likes"). */
export function takeRateLimit(clientIp: string, bucket: "forms" | "likes", now = Date.now()) {
  return takeQuota(clientIp, bucket, "", now);
}

/** Forgets every window (tests). */
export function resetRateLimits() {
  windows.clear();
}
