// The gallery answers the host may keep in memory for visitors without cookies (no likes of
// theirs, no notice: the same answer for all of them): the page (/wyp-gallery) and its JSON
// (/api/gallery). Each request is named by its canonical address, so one filter and cursor is made
// once; the host drops them all on every change the live feed hears (server/live-memory.ts).
import { getDb } from "~/platform/db.server";
import { ageFromSearch, cursorFromSearch, GALLERY_API_PATH, GALLERY_PATH, galleryApiHref, galleryHref, pageQueryFrom } from "./gallery";
import { decodeCursor, readGallery } from "./gallery.server";
import { sharedGalleryReads } from "./live.server";

export type MemoryAnswer = {
  path: string;
  /** The canonical address of the request's answer; undefined leaves it to the route. */
  hrefOf(search: URLSearchParams): string | undefined;
  /** The answer as JSON, read from the database; without it the route renders the page. */
  json?(href: string): Promise<unknown>;
};

export const galleryMemoryAnswers: MemoryAnswer[] = [
  {
    path: GALLERY_PATH,
    hrefOf(search) {
      const after = cursorFromSearch(search);
      // A broken cursor is redirected by the route.
      if (after !== null && !decodeCursor(after)) return undefined;
      return galleryHref(ageFromSearch(search), after);
    },
  },
  {
    path: GALLERY_API_PATH,
    hrefOf(search) {
      const query = pageQueryFrom(search);
      // A bad size or cursor gets the route's 400.
      if (!query || (query.after !== null && !decodeCursor(query.after))) return undefined;
      return galleryApiHref(query.age, query.after, query.limit);
    },
    async json(href) {
      const query = pageQueryFrom(new URL(href, "http://localhost").searchParams)!;
      return readGallery(getDb(), query, null, await sharedGalleryReads());
    },
  },
];
