// GET /api/gallery?age=&after=&limit=: one page of the gallery as JSON, in the page's order, with
// the age groups, which of the page's items the visitor liked, and the cursor of the next page.
import { getDb } from "~/platform/db.server";
import { GALLERY_PAGE_LIMIT_MAX, pageQueryFrom } from "~/features/gallery/gallery";
import { BadCursorError, readGallery } from "~/features/gallery/gallery.server";
import { sharedGalleryReads } from "~/features/gallery/live.server";
import { visitorIdOf } from "~/platform/visitor.server";
import type { Route } from "./+types/gallery";

// Per visitor (their likes) and live: never cached.
const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const query = pageQueryFrom(new URL(request.url).searchParams);
  if (!query)
    return Response.json(
      { error: `limit must be a whole number from 1 to ${GALLERY_PAGE_LIMIT_MAX}.` },
      { status: 400, headers: NO_STORE },
    );
  try {
    const gallery = await readGallery(getDb(), query, visitorIdOf(request), await sharedGalleryReads());
    return Response.json(gallery, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof BadCursorError)
      return Response.json({ error: "after is not a cursor this gallery gave." }, { status: 400, headers: NO_STORE });
    throw error;
  }
}
