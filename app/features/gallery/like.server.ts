// One like, from a request's few relevant parts to the answer; the host's endpoint table
// (server/endpoints.ts) turns it into the HTTP answer. What stops stuffing is in ADR 0014: a
// per-address rate, identities that cost something to mint, and a daily cap per artwork and
// address, tighter for identities first seen less than a day ago (counted-write.server.ts).
import { locales } from "~/platform/translation";
import { getDb } from "~/platform/db.server";
import { GALLERY_PATH, type LikeResult } from "./gallery";
import { likeItem, LikesOverloadedError } from "./gallery.server";
import { getGalleryLive } from "./live.server";
import { localePath } from "~/platform/locale";
import { countedWrite, errorReply, type Refusal, retryAfter, type WriteReply, type WriteRequest } from "~/platform/counted-write.server";

const MAX_ID_LENGTH = 200;

export type LikeReply = WriteReply<LikeResult> & {
  /** Whether this like counted (false: this visitor had liked the item already). */
  counted?: boolean;
};

const reply: (...args: Parameters<typeof errorReply>) => LikeReply = errorReply;

export async function likeGalleryItem(input: WriteRequest): Promise<LikeReply> {
  const { id } = input;
  if (!id || id.length > MAX_ID_LENGTH) return reply(404, "Artwork not found.");

  let outcome: Awaited<ReturnType<typeof countLike>>;
  try {
    outcome = await countLike(id, input);
  } catch (error) {
    if (error instanceof LikesOverloadedError) return reply(503, "Too many likes right now. Please try again in a moment.", retryAfter(5));
    throw error;
  }
  if (!outcome.ok) return reply(429, refusals[outcome.refusal], retryAfter(outcome.retryAfter));
  const { result, setCookie } = outcome;
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

const refusals: Record<Refusal, string> = {
  rate: "Too many likes. Please wait a moment and try again.",
  identity: "Too many new visitors from your network right now. Please try again later.",
  target: "This artwork has had a lot of likes from your network today. Please try again tomorrow.",
};

function countLike(id: string, input: { cookieHeader: string | null | undefined; clientIp: string }) {
  return countedWrite({
    ...input,
    rate: "likes",
    target: id,
    quotas: { young: "item-likes-new", everyone: "item-likes" },
    write: (visitor) => likeItem(getDb(), id, visitor.id),
    counted: (result) => result?.counted === true,
  });
}

/** The gallery page in each language: the only places a like without JavaScript returns to. */
const galleryPages = locales.map((locale) => localePath(locale, GALLERY_PATH));

/**
 * Where a no-JavaScript like returns to: the gallery page it was posted from (English or Spanish)
 * with its filter, never anywhere else.
 */
export function likeReturnPath(returnTo: unknown): string {
  if (typeof returnTo !== "string" || returnTo.length > 500) return GALLERY_PATH;
  let target: URL;
  try {
    target = new URL(returnTo, "http://gallery.invalid");
  } catch {
    return GALLERY_PATH;
  }
  // Rebuilt from its parsed parts, so no control character or other host can reach the header.
  const page = galleryPages.find((path) => path === target.pathname);
  if (target.origin !== "http://gallery.invalid" || !page) return GALLERY_PATH;
  return `${page}${target.search}`;
}
