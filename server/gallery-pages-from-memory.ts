// The gallery page for a visitor with no cookie, from memory: without a visitor cookie there are
// no likes of theirs to show and without a notice cookie no notice, so the document is the same
// for all of them (a spike of new visitors). Each page (filter and cursor) is rendered once
// through React Router, compressed once, and dropped on every change the live feed hears. A
// visitor with cookies is rendered for them alone by React Router, as before.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { ageFromSearch, cursorFromSearch, GALLERY_PATH, galleryHref } from "~/features/gallery/gallery";
import { decodeCursor } from "~/features/gallery/gallery.server";
import { getGalleryLive } from "~/features/gallery/live.server";
import { logger } from "~/host.server";
import { errorAnswer, SERVER_ERROR_MESSAGE, sendAnswer } from "./http-answers";
import { type MemoryPage, memoryRenderer, sendMemoryPage } from "./pages-from-memory";
import { onContentChange } from "~/features/site/content/store.server";
import type { GetBuild } from "./react-router-handler";

/** Distinct pages kept (filters × cursors); past it the cache starts over. */
const MAX_PAGES = 500;

/** Answers GET /wyp-gallery from memory when it can (true); anything else is left to the next handler (false). */
export function galleryPagesFromMemory(getBuild: GetBuild, siteHeaders: OutgoingHttpHeaders) {
  const pages = new Map<string, Promise<MemoryPage>>();
  // Only once the live feed drops the pages on a change may they be kept.
  let invalidated = false;
  getGalleryLive().then(
    (live) => {
      live.hub.onChange(() => pages.clear());
      invalidated = true;
    },
    () => {},
  );
  const renderPage = memoryRenderer(getBuild, siteHeaders);
  const render = async (href: string): Promise<MemoryPage> => {
    const page = await renderPage(href);
    // Live data: never kept by a browser or a CDN (the visitor's later likes would not show).
    page.headers["Cache-Control"] = "private, no-store";
    return page;
  };
  // The site's content (links, notices...) is in every page: a change drops them too.
  onContentChange(() => pages.clear());

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!invalidated || (req.method !== "GET" && req.method !== "HEAD") || req.headers.cookie) return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    if ((query < 0 ? url : url.slice(0, query)) !== GALLERY_PATH) return false;
    const search = new URLSearchParams(query < 0 ? "" : url.slice(query + 1));
    const after = cursorFromSearch(search);
    // A broken cursor is redirected by the route.
    if (after !== null && !decodeCursor(after)) return false;
    const href = galleryHref(ageFromSearch(search), after);
    let page = pages.get(href);
    if (!page) {
      if (pages.size >= MAX_PAGES) pages.clear();
      const rendering = render(href);
      page = rendering;
      pages.set(href, rendering);
      // A failed render (a 503 while the database is away) is sent, not kept.
      const forget = () => pages.get(href) === rendering && pages.delete(href);
      rendering.then((done) => done.status !== 200 && forget(), forget);
    }
    page.then(
      (done) => sendMemoryPage(req, res, done),
      (error: unknown) => {
        logger.error({ err: error, path: GALLERY_PATH }, "request failed");
        sendAnswer(res, errorAnswer(req.headers, 500, SERVER_ERROR_MESSAGE));
      },
    );
    return true;
  };
}
