// The fan-out of the live gallery feed: every open event stream of this instance, and the one
// way to write to all of them (coalesced, with a heartbeat, cutting off clients that stop reading).
import type { GalleryEvent } from "./gallery";
import { logger } from "./logger.server";

export type GalleryHubOptions = {
  /** Seconds between heartbeats on idle streams (at most 25, so proxies never see an idle connection). */
  heartbeatSeconds: number;
  /** A client that stops reading is cut off once this many bytes wait for it. */
  bufferBytes: number;
};

// Changes are gathered for this long and sent as one write per client: a burst of likes on one
// item becomes one event with the latest count, not thousands.
const COALESCE_MS = 20;
const encoder = new TextEncoder();

type Client = { controller: ReadableStreamDefaultController<Uint8Array>; close(): void };

/** The set of open event streams of this instance and the one way to write to all of them. */
export class GalleryHub {
  private clients = new Set<Client>();
  private pending = new Map<string, GalleryEvent>();
  private flushTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout;
  private closed = false;
  private changeListeners = new Set<(event: GalleryEvent) => void>();

  constructor(private options: GalleryHubOptions) {
    const ping = encoder.encode("event: ping\ndata: 1\n\n");
    this.heartbeat = setInterval(() => this.broadcast(ping), Math.min(options.heartbeatSeconds, 25) * 1000);
    this.heartbeat.unref();
  }

  get size() {
    return this.clients.size;
  }

  /** Calls `listener` at once with every change published (before it is coalesced for the streams). */
  onChange(listener: (event: GalleryEvent) => void) {
    this.changeListeners.add(listener);
  }

  /** Queues a change; the latest version of each item wins within the coalescing window. */
  publish(event: GalleryEvent) {
    if (this.closed) return;
    for (const listener of this.changeListeners) listener(event);
    if (event.type === "resync") {
      this.flush();
      this.broadcast(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
      return;
    }
    const key = event.type === "delete" ? event.id : event.item.id;
    const previous = this.pending.get(key);
    this.pending.delete(key); // re-inserted below, so the batch keeps the order of last changes
    // An insert followed by updates in one window is still an insert for clients.
    const merged = previous?.type === "insert" && event.type === "update" ? { ...event, type: "insert" as const } : event;
    this.pending.set(key, merged);
    this.flushTimer ??= setTimeout(() => this.flush(), COALESCE_MS);
  }

  private flush() {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.pending.size === 0) return;
    let text = "";
    for (const event of this.pending.values()) text += `data: ${JSON.stringify(event)}\n\n`;
    this.pending.clear();
    this.broadcast(encoder.encode(text));
  }

  private broadcast(chunk: Uint8Array) {
    for (const client of this.clients) {
      const room = client.controller.desiredSize;
      if (room !== null && room < chunk.byteLength) {
        // This client stopped reading: cut it off rather than hold an unbounded buffer for it.
        logger.warn("gallery stream cut off: client is not reading");
        client.controller.error(new Error("client is not reading the event stream"));
        this.clients.delete(client);
        continue;
      }
      client.controller.enqueue(chunk);
    }
  }

  /** A new event stream for one client; it ends when the client leaves or the server stops. */
  open(signal: AbortSignal): ReadableStream<Uint8Array> {
    let client: Client | undefined;
    const remove = () => {
      if (client) this.clients.delete(client);
    };
    return new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          if (this.closed) return controller.close();
          // retry: the browser's own reconnect delay if our client code is not running.
          controller.enqueue(encoder.encode("retry: 3000\n: connected\n\n"));
          client = {
            controller,
            close: () => {
              try {
                controller.close();
              } catch {
                // already closed or errored
              }
            },
          };
          this.clients.add(client);
          signal.addEventListener("abort", remove, { once: true });
        },
        cancel: remove,
      },
      { highWaterMark: this.options.bufferBytes, size: (chunk) => chunk.byteLength },
    );
  }

  /** Ends every stream (shutdown): clients reconnect to another instance or when we are back. */
  close() {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.flushTimer);
    for (const client of this.clients) client.close();
    this.clients.clear();
  }
}
