// Answers for visitors with no cookie, from memory, that the live gallery feed makes stale: the
// gallery's page and its JSON (declared by the gallery: `galleryMemoryAnswers`). Without a visitor
// cookie there are no likes of theirs to show and without a notice cookie no notice, so the answer
// is the same for all of them (a spike of new visitors). Each (by its canonical address) is made
// once, compressed once, and dropped on every change the live feed hears. A visitor with cookies
// is answered for them alone by React Router, as before.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { galleryMemoryAnswers, liveGalleryHub, type MemoryAnswer, onContentChange } from "~/host-answers.server";
import { logger } from "~/host.server";
import { errorAnswer } from "~/platform/host-answer";
import { SERVER_ERROR_MESSAGE, sendAnswer } from "./http-answers";
import { type MemoryPage, memoryPage, memoryRenderer, sendMemoryPage } from "./pages-from-memory";
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
  liveGalleryHub().then(
    (hub) => {
      hub.onChange(() => answers.clear());
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

/**
 * Answers a GET of a memory answer's path from memory when it can (true); anything else, and
 * whatever the answer leaves to its route, goes to the next handler (false).
 */
export function liveMemoryAnswers(getBuild: GetBuild, siteHeaders: OutgoingHttpHeaders) {
  const render = memoryRenderer(getBuild, siteHeaders, { "Cache-Control": NO_STORE });
  const served = galleryMemoryAnswers.map((answer) => ({ answer, memory: liveMemory(maker(answer, render, siteHeaders)) }));
  // A rendered page holds the site's content (links, notices...): a change of it drops them too.
  for (const { answer, memory } of served) if (!answer.json) onContentChange(() => memory.clear());

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.cookie) return false;
    const { pathname, search } = splitUrl(req);
    const found = served.find(({ answer }) => answer.path === pathname);
    if (!found?.memory.ready) return false;
    const href = found.answer.hrefOf(search);
    if (href === undefined) return false;
    found.memory.send(req, res, href);
    return true;
  };
}

/** How one memory answer is made: rendered by React Router, or its JSON as the route answers it. */
function maker(answer: MemoryAnswer, render: (href: string) => Promise<MemoryPage>, siteHeaders: OutgoingHttpHeaders) {
  const json = answer.json;
  if (!json) return render;
  return async (href: string) =>
    memoryPage(JSON.stringify(await json(href)), {
      siteHeaders,
      headers: { "Content-Type": "application/json", "Cache-Control": NO_STORE },
    });
}
