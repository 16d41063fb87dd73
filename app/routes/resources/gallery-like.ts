// POST /api/gallery/:id/like: one like per visitor per item. Answers JSON to scripts; a plain
// form post (no JavaScript) is sent back to the gallery page it came from.
import { redirect } from "react-router";
import { getDb } from "~/lib/db.server";
import { GALLERY_PATH, type LikeResult } from "~/lib/gallery";
import { likeItem, LikesOverloadedError } from "~/lib/gallery.server";
import { getGalleryLive } from "~/lib/gallery-live.server";
import { ensureVisitorId } from "~/lib/gallery-visitor.server";
import { takeRateLimit } from "~/lib/rate-limit.server";
import type { Route } from "./+types/gallery-like";

const MAX_ID_LENGTH = 200;

function wantsJson(request: Request) {
  return (request.headers.get("accept") ?? "").includes("application/json") || !(request.headers.get("content-type") ?? "").includes("form");
}

/** Where a no-JavaScript like returns to: the gallery, with its filter; nothing else. */
async function returnPath(request: Request) {
  const form = await request.formData().catch(() => undefined);
  const target = String(form?.get("returnTo") ?? "");
  return target === GALLERY_PATH || target.startsWith(`${GALLERY_PATH}?`) ? target : GALLERY_PATH;
}

function error(status: number, message: string, headers?: HeadersInit) {
  return Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export function loader() {
  return error(405, "Use POST to like an item.", { Allow: "POST" });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return error(405, "Use POST to like an item.", { Allow: "POST" });
  const id = params.id;
  if (!id || id.length > MAX_ID_LENGTH) return error(404, "Artwork not found.");

  const limit = takeRateLimit(context, "likes");
  if (!limit.ok) return error(429, "Too many likes. Please wait a moment and try again.", { "Retry-After": String(limit.retryAfter) });

  const { visitorId, setCookie } = ensureVisitorId(request);
  const db = getDb();
  const result = await likeItem(db, id, visitorId).catch((cause) => {
    if (cause instanceof LikesOverloadedError) return "overloaded" as const;
    throw cause;
  });
  if (result === "overloaded") return error(503, "Too many likes right now. Please try again in a moment.", { "Retry-After": "5" });
  if (!result) return error(404, "Artwork not found.");
  if (result.counted) (await getGalleryLive()).publishLocal({ type: "update", item: result.item });

  const headers = new Headers({ "Cache-Control": "no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  if (!wantsJson(request)) return redirect(await returnPath(request), { status: 303, headers });
  const body: LikeResult = { item: result.item, likes: result.likes, liked: result.liked };
  return Response.json(body, { headers });
}
