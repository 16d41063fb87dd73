// One like, from a request's few relevant parts to the answer; the host's endpoint table
// (server/endpoints.ts) turns it into the HTTP answer.
import { getDb } from "./db.server";
import { GALLERY_PATH, type LikeResult } from "./gallery";
import { likeItem, LikesOverloadedError } from "./gallery.server";
import { getGalleryLive } from "./gallery-live.server";
import { ensureVisitorId } from "./gallery-visitor.server";
import { takeRateLimit } from "./rate-limit.server";

const MAX_ID_LENGTH = 200;

export type LikeReply = {
  status: number;
  headers: Record<string, string>;
  /** The new visitor's cookie, when this request had none. */
  setCookie?: string;
  body: LikeResult | { error: string };
};

const reply = (status: number, error: string, headers: Record<string, string> = {}): LikeReply => ({
  status,
  headers: { "Cache-Control": "no-store", ...headers },
  body: { error },
});

/** `clientIp` keys the rate limit (hashed; never stored). */
export async function likeGalleryItem(input: {
  id: string | undefined;
  cookieHeader: string | null | undefined;
  clientIp: string;
}): Promise<LikeReply> {
  const { id } = input;
  if (!id || id.length > MAX_ID_LENGTH) return reply(404, "Artwork not found.");

  const limit = takeRateLimit(input.clientIp, "likes");
  if (!limit.ok) return reply(429, "Too many likes. Please wait a moment and try again.", { "Retry-After": String(limit.retryAfter) });

  const { visitorId, setCookie } = ensureVisitorId(input.cookieHeader);
  let result: Awaited<ReturnType<typeof likeItem>>;
  try {
    result = await likeItem(getDb(), id, visitorId);
  } catch (error) {
    if (error instanceof LikesOverloadedError)
      return reply(503, "Too many likes right now. Please try again in a moment.", { "Retry-After": "5" });
    throw error;
  }
  if (!result) return reply(404, "Artwork not found.");
  if (result.counted) (await getGalleryLive()).publishLocal({ type: "update", item: result.item });
  return {
    status: 200,
    headers: { "Cache-Control": "no-store" },
    setCookie,
    body: { item: result.item, likes: result.likes, liked: result.liked },
  };
}

/** Where a no-JavaScript like returns to: the gallery page with its filter, never anywhere else. */
export function likeReturnPath(returnTo: unknown): string {
  const target = typeof returnTo === "string" ? returnTo : "";
  return target === GALLERY_PATH || target.startsWith(`${GALLERY_PATH}?`) ? target : GALLERY_PATH;
}
