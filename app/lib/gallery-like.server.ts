// One like, from a request's few relevant parts to the answer; the host's endpoint table
// (server/endpoints.ts) turns it into the HTTP answer. What stops stuffing is in ADR 0014: a
// per-address rate, identities that cost something to mint, and a daily cap per artwork and
// address, tighter for identities first seen less than a day ago.
import { getDb } from "./db.server";
import { GALLERY_PATH, type LikeResult } from "./gallery";
import { likeItem, LikesOverloadedError } from "./gallery.server";
import { getGalleryLive } from "./gallery-live.server";
import { ensureVisitor } from "./gallery-visitor.server";
import { returnQuota, type Taken, takeQuota, takeRateLimit } from "./rate-limit.server";

const MAX_ID_LENGTH = 200;
const DAY_SECONDS = 24 * 60 * 60;

export type LikeReply = {
  status: number;
  headers: Record<string, string>;
  /** The new visitor's cookie, when this request had none. */
  setCookie?: string;
  /** Whether this like counted (false: this visitor had liked the item already). */
  counted?: boolean;
  body: LikeResult | { error: string };
};

const reply = (status: number, error: string, headers: Record<string, string> = {}): LikeReply => ({
  status,
  headers: { "Cache-Control": "no-store", ...headers },
  body: { error },
});
const retryAfter = (seconds: number) => ({ "Retry-After": String(seconds) });

/** `clientIp` keys the limits (hashed; never stored). */
export async function likeGalleryItem(input: {
  id: string | undefined;
  cookieHeader: string | null | undefined;
  clientIp: string;
}): Promise<LikeReply> {
  const { id, clientIp } = input;
  if (!id || id.length > MAX_ID_LENGTH) return reply(404, "Artwork not found.");

  const limit = await takeRateLimit(clientIp, "likes");
  if (!limit.ok) return reply(429, "Too many likes. Please wait a moment and try again.", retryAfter(limit.retryAfter));

  const identity = await ensureVisitor(input.cookieHeader, clientIp);
  if (!identity.ok) {
    return reply(429, "Too many new visitors from your network right now. Please try again later.", retryAfter(identity.retryAfter));
  }
  const { visitor, setCookie } = identity;

  // Counted against this artwork and address before the write, given back if the like was not new.
  const young = Date.now() / 1000 - visitor.firstSeen < DAY_SECONDS;
  const taken: Taken[] = [];
  for (const quota of young ? (["item-likes-new", "item-likes"] as const) : (["item-likes"] as const)) {
    const one = await takeQuota(clientIp, quota, id);
    if (!one.ok) {
      taken.forEach(returnQuota);
      const refused = reply(
        429,
        "This artwork has had a lot of likes from your network today. Please try again tomorrow.",
        retryAfter(one.retryAfter),
      );
      return { ...refused, setCookie };
    }
    taken.push(one);
  }

  let result: Awaited<ReturnType<typeof likeItem>>;
  try {
    result = await likeItem(getDb(), id, visitor.id);
  } catch (error) {
    taken.forEach(returnQuota);
    if (error instanceof LikesOverloadedError) return reply(503, "Too many likes right now. Please try again in a moment.", retryAfter(5));
    throw error;
  }
  if (!result?.counted) taken.forEach(returnQuota);
  if (!result) return { ...reply(404, "Artwork not found."), setCookie };
  if (result.counted) (await getGalleryLive()).publishLocal({ type: "update", item: result.item });
  return {
    status: 200,
    headers: { "Cache-Control": "no-store" },
    setCookie,
    counted: result.counted,
    body: { item: result.item, likes: result.likes, liked: result.liked },
  };
}

/** Where a no-JavaScript like returns to: the gallery page with its filter, never anywhere else. */
export function likeReturnPath(returnTo: unknown): string {
  if (typeof returnTo !== "string" || returnTo.length > 500) return GALLERY_PATH;
  let target: URL;
  try {
    target = new URL(returnTo, "http://gallery.invalid");
  } catch {
    return GALLERY_PATH;
  }
  // Rebuilt from its parsed parts, so no control character or other host can reach the header.
  if (target.origin !== "http://gallery.invalid" || target.pathname !== GALLERY_PATH) return GALLERY_PATH;
  return `${GALLERY_PATH}${target.search}`;
}
