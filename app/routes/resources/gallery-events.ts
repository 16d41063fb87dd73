// GET /api/gallery/events: server-sent events with every insert, update and delete of the
// gallery as whole rows ({"type":"update","item":{...}}), "resync" when changes may have been
// missed, and a "ping" event as heartbeat.
import { getGalleryLive } from "~/lib/gallery-live.server";
import type { Route } from "./+types/gallery-events";

export async function loader({ request }: Route.LoaderArgs) {
  const { hub } = await getGalleryLive();
  return new Response(hub.open(request.signal), {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      // When the stream ends (shutdown), close the socket too, so draining never waits on an idle keep-alive.
      Connection: "close",
      // nginx and similar proxies buffer responses unless told not to.
      "X-Accel-Buffering": "no",
    },
  });
}
