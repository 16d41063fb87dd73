// POST /api/gallery/:id/like: one like per visitor per item. Answers JSON to scripts; a plain
// form post (no JavaScript, or before the page's scripts have run) is sent back to the gallery
// page it came from, carrying the notice a script would have shown. (The host answers JSON likes
// itself before they reach React Router: docs/decisions/0006-like-endpoint-on-the-host.md.)
import { redirect } from "react-router";
import { carryNotice } from "~/lib/carried-notice.server";
import { GALLERY_PATH } from "~/lib/gallery";
import { likeGalleryItem } from "~/lib/gallery-like.server";
import type { Route } from "./+types/gallery-like";

function wantsJson(request: Request) {
  return (
    (request.headers.get("accept") ?? "").includes("application/json") || !(request.headers.get("content-type") ?? "").includes("form")
  );
}

/** Where a no-JavaScript like returns to: the gallery, with its filter; nothing else. */
async function returnPath(request: Request) {
  const form = await request.formData().catch(() => undefined);
  const target = String(form?.get("returnTo") ?? "");
  return target === GALLERY_PATH || target.startsWith(`${GALLERY_PATH}?`) ? target : GALLERY_PATH;
}

export function loader() {
  return Response.json({ error: "Use POST to like an item." }, { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const result = await likeGalleryItem({ id: params.id, cookieHeader: request.headers.get("cookie"), context });
  const headers = new Headers(result.headers);
  if (result.setCookie) headers.append("Set-Cookie", result.setCookie);
  if (!wantsJson(request)) {
    headers.append("Set-Cookie", carryNotice(result.status !== 200 ? "like-failed" : result.counted ? "liked" : "already-liked"));
    return redirect(await returnPath(request), { status: 303, headers });
  }
  return Response.json(result.body, { status: result.status, headers });
}
