// GET /api/gallery/events: server-sent events with every insert, update and delete of the
// gallery as whole rows ({"type":"update","item":{...}}), "resync" when changes may have been
// missed, and a "ping" event as heartbeat. Answered by the host itself: each stream is the
// response, written to directly by the live feed's hub (ADR 0017).
import type { RequestHandler } from "express";
import { liveGalleryHub } from "~/host-answers.server";
import { errorAnswer } from "~/platform/host-answer";
import { sendAnswer } from "./http-answers";

const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store, no-transform",
  // When the stream ends (shutdown), close the socket too, so draining never waits on an idle keep-alive.
  Connection: "close",
  // nginx and similar proxies buffer responses unless told not to.
  "X-Accel-Buffering": "no",
};

export function galleryEvents(): RequestHandler {
  return (req, res, next) => {
    liveGalleryHub().then((hub) => {
      if (res.destroyed) return;
      // This instance is stopping. A stream opened now would end at once, and the page, told it
      // is connected again, would reload the gallery from a server that is going away. An error
      // makes it try again later (here once restarted, or at another instance).
      if (!hub.open) {
        return void sendAnswer(res, errorAnswer(req.headers, 503, "The server is restarting; try again shortly.", { "Retry-After": "2" }));
      }
      // The stream ends only when its connection closes (Connection: close), so it needs no
      // chunked framing: each event is then one socket write of the Buffer every client shares,
      // rather than a chunk header, the Buffer and a CRLF for each of 10,000 clients.
      res.removeHeader("Transfer-Encoding");
      res.writeHead(200, EVENT_STREAM_HEADERS);
      if (req.method === "HEAD") return void res.end();
      hub.attach(res);
    }, next);
  };
}
