// The gallery page for a visitor with no cookie, from memory: without a visitor cookie there are
// no likes of theirs to show and without a notice cookie no notice, so the document is the same
// for all of them (a spike of new visitors). Each page (filter and cursor) is rendered once
// through React Router, compressed once, and dropped on every change the live feed hears. A
// visitor with cookies is rendered for them alone by React Router, as before.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { ageFromSearch, cursorFromSearch, GALLERY_PATH, galleryHref } from "~/features/gallery/gallery";
import { decodeCursor } from "~/features/gallery/gallery.server";
import { getGalleryLive } from "~/features/gallery/live.server";
import { logger } from "~/host.server";
import { hostContext } from "~/platform/request-context";
import { errorAnswer, SERVER_ERROR_MESSAGE, sendAnswer } from "./http-answers";
import { type MemoryPage, memoryPage, sendMemoryPage } from "./pages-from-memory";
import type { GetBuild } from "./react-router-handler";
import { createNonce } from "./security";

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
  let handler: { build: unknown; handle: ReturnType<typeof createRequestHandler> } | undefined;

  const render = async (href: string): Promise<MemoryPage> => {
    const build = await getBuild();
    if (handler?.build !== build) handler = { build, handle: createRequestHandler(build, "production") };
    // The page's inline scripts carry a nonce of this render's own, and its policy allows only
    // that nonce: never every inline script the rendered page happens to hold.
    const nonce = createNonce();
    const context = new RouterContextProvider();
    context.set(hostContext, { nonce, clientIp: "unknown" });
    const response = await handler.handle(new Request(`http://localhost${href}`), context);
    const page = memoryPage(await response.text(), { status: response.status, siteHeaders, nonce });
    // Live data: never kept by a browser or a CDN (the visitor's later likes would not show).
    page.headers["Cache-Control"] = "private, no-store";
    return page;
  };

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
