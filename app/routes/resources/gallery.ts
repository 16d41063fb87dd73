// GET /api/gallery?age=: the gallery as JSON, in the page's order, with the visitor's likes.
import { getDb } from "~/lib/db.server";
import { ageFromSearch } from "~/lib/gallery";
import { readGallery } from "~/lib/gallery.server";
import { visitorIdOf } from "~/lib/gallery-visitor.server";
import type { Route } from "./+types/gallery";

export async function loader({ request }: Route.LoaderArgs) {
  const age = ageFromSearch(new URL(request.url).searchParams);
  const gallery = await readGallery(getDb(), age, visitorIdOf(request));
  // Per visitor (their likes) and live: never cached.
  return Response.json(gallery, { headers: { "Cache-Control": "private, no-store" } });
}
