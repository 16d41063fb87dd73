import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { loadClientModulesAfterFirstPaint } from "../performance/client-scripts.server";
import { logger } from "./platform/logger.server";
import { NonceContext } from "./platform/nonce";
import { hostContext } from "./platform/request-context";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(hostContext);

  // The whole document is rendered before it is sent: no route streams deferred data, and the
  // client scripts are rewritten to start after the first paint (performance/client-scripts.server.ts).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceContext.Provider>,
      {
        nonce: nonce || undefined,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              // A rewrite that no longer matches React Router's output throws: the render fails (a
              // 500, or a failed build for a prerendered page) instead of a page shipping half rewritten.
              try {
                responseHeaders.set("Content-Type", "text/html; charset=utf-8");
                const html = loadClientModulesAfterFirstPaint(Buffer.concat(chunks).toString("utf8"));
                resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              } catch (error) {
                reject(error);
              }
              clearTimeout(timeout);
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "render error");
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
