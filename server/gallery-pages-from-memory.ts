// The gallery for a visitor with no cookie, from memory: the page (/wyp-gallery) and its JSON
// (/api/gallery). Without a visitor cookie there are no likes of theirs to show and without a
// notice cookie no notice, so the answer is the same for all of them (a spike of new visitors).
// Each page (filter and cursor, and for the JSON its size) is made once, compressed once, and
// dropped on every change the live feed hears. A visitor with cookies is answered for them alone
// by React Router, as before.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import {
  ageFromSearch,
  cursorFromSearch,
  GALLERY_API_PATH,
  GALLERY_PATH,
  galleryApiHref,
  galleryHref,
  pageQueryFrom,
} from "~/features/gallery/gallery";
import { decodeCursor, readGallery } from "~/features/gallery/gallery.server";
import { getGalleryLive, sharedGalleryReads } from "~/features/gallery/live.server";
import { getDb } from "~/platform/db.server";
import { logger } from "~/host.server";
import { errorAnswer, SERVER_ERROR_MESSAGE, sendAnswer } from "./http-answers";
import { type MemoryPage, memoryPage, memoryRenderer, sendMemoryPage } from "./pages-from-memory";
import { onContentChange } from "~/features/site/content/store.server";
import type { GetBuild } from "./react-router-handler";

/** Distinct answers kept per kind (filters × cursors × sizes); past it the cache starts over. */
const MAX_ANSWERS = 500;

/** Live data: never kept by a browser or a CDN (the visitor's later likes would not show). */
const NO_STORE = "private, no-store";

/**
 * Answers kept in memory by their canonical address until the live feed hears a change. Until the
 * feed is running nothing is kept (no one would drop it). A failed answer (a 503 while the
 * database is away) is sent, not kept.
 */
function liveMemory(make: (href: string) => Promise<MemoryPage>) {
  const answers = new Map<string, Promise<MemoryPage>>();
  let invalidated = false;
  getGalleryLive().then(
    (live) => {
      live.hub.onChange(() => answers.clear());
      invalidated = true;
    },
    () => {},
  );
  return {
    get ready() {
      return invalidated;
    },
    clear: () => answers.clear(),
    send(req: IncomingMessage, res: ServerResponse, href: string) {
      let answer = answers.get(href);
      if (!answer) {
        if (answers.size >= MAX_ANSWERS) answers.clear();
        const making = make(href);
        answer = making;
        answers.set(href, making);
        const forget = () => answers.get(href) === making && answers.delete(href);
        making.then((done) => done.status !== 200 && forget(), forget);
      }
      answer.then(
        (done) => sendMemoryPage(req, res, done),
        (error: unknown) => {
          logger.error({ err: error, path: href.split("?")[0] }, "request failed");
          sendAnswer(res, errorAnswer(req.headers, 500, SERVER_ERROR_MESSAGE));
        },
      );
    },
  };
}

/** The path and the query of a request's URL. */
function splitUrl(req: IncomingMessage) {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  return { pathname: query < 0 ? url : url.slice(0, query), search: new URLSearchParams(query < 0 ? "" : url.slice(query + 1)) };
}

/** Answers GET /wyp-gallery and GET /api/gallery from memory when it can (true); anything else is left to the next handler (false). */
export function galleryFromMemory(getBuild: GetBuild, siteHeaders: OutgoingHttpHeaders) {
  const pages = liveMemory(memoryRenderer(getBuild, siteHeaders, { "Cache-Control": NO_STORE }));
  // The site's content (links, notices...) is in every page: a change drops them too.
  onContentChange(() => pages.clear());

  const json = liveMemory(async (href) => {
    const query = pageQueryFrom(new URL(href, "http://localhost").searchParams)!;
    const gallery = await readGallery(getDb(), query, null, await sharedGalleryReads());
    // The type as the route answers it.
    return memoryPage(JSON.stringify(gallery), { siteHeaders, headers: { "Content-Type": "application/json", "Cache-Control": NO_STORE } });
  });

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.cookie) return false;
    const { pathname, search } = splitUrl(req);
    if (pathname === GALLERY_PATH && pages.ready) {
      const after = cursorFromSearch(search);
      // A broken cursor is redirected by the route.
      if (after !== null && !decodeCursor(after)) return false;
      pages.send(req, res, galleryHref(ageFromSearch(search), after));
      return true;
    }
    if (pathname === GALLERY_API_PATH && json.ready) {
      const query = pageQueryFrom(search);
      // A bad size or cursor gets the route's 400.
      if (!query || (query.after !== null && !decodeCursor(query.after))) return false;
      json.send(req, res, galleryApiHref(query.age, query.after, query.limit));
      return true;
    }
    return false;
  };
}
