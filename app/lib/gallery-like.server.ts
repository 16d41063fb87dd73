// One like, from a request's few relevant parts to the answer. Shared by the React Router
// resource route and the host's direct route for JSON likes (docs/decisions/0006-like-endpoint-on-the-host.md),
// so both behave the same.
import { getDb } from "./db.server";
import type { LikeResult } from "./gallery";
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
  /** Whether this like counted (false: this visitor had liked the item already). */
  counted?: boolean;
  body: LikeResult | { error: string };
};

const reply = (status: number, error: string, headers: Record<string, string> = {}): LikeReply => ({
  status,
  headers: { "Cache-Control": "no-store", ...headers },
  body: { error },
});

/** `context` is the host's load context (client IP for the rate limit). */
export async function likeGalleryItem(input: {
  id: string | undefined;
  cookieHeader: string | null | undefined;
  context: unknown;
}): Promise<LikeReply> {
  const { id } = input;
  if (!id || id.length > MAX_ID_LENGTH) return reply(404, "Artwork not found.");

  const limit = takeRateLimit(input.context, "likes");
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
    counted: result.counted,
    body: { item: result.item, likes: result.likes, liked: result.liked },
  };
}
