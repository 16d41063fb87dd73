// The fan-out of the live gallery feed: every open event stream of this instance, and the one
// way to write to all of them (coalesced, with a heartbeat, cutting off clients that stop reading).
import type { Writable } from "node:stream";
import type { GalleryEvent } from "./gallery";
import { logger } from "~/platform/logger.server";

export type GalleryHubOptions = {
  /** Seconds between heartbeats on idle streams (at most 25, so proxies never see an idle connection). */
  heartbeatSeconds: number;
  /** A client that stops reading is cut off once this many bytes wait for it. */
  bufferBytes: number;
};

// Changes are gathered for this long and sent as one write per client: a burst of likes on one
// item becomes one event with the latest count, not thousands.
const COALESCE_MS = 20;
const HELLO = Buffer.from("retry: 3000\n: connected\n\n");
const PING = Buffer.from("event: ping\ndata: 1\n\n");

/**
 * Where one client's events go: the HTTP response itself (or any Node writable), written to
 * directly. One Buffer is shared by every client's write; 10,000 streams through Fetch
 * ReadableStreams and React Router cost 661 MB and 504 ms at p95 for one change (ADR 0017).
 */
export type StreamTarget = Pick<Writable, "write" | "end" | "destroy" | "writableLength" | "once">;

/** The set of open event streams of this instance and the one way to write to all of them. */
export class GalleryHub {
  private clients = new Set<StreamTarget>();
  private pending = new Map<string, GalleryEvent>();
  private flushTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout;
  private closed = false;
  private changeListeners = new Set<(event: GalleryEvent) => void>();

  constructor(private options: GalleryHubOptions) {
    this.heartbeat = setInterval(() => this.broadcast(PING), Math.min(options.heartbeatSeconds, 25) * 1000);
    this.heartbeat.unref();
  }

  get size() {
    return this.clients.size;
  }

  /** False once close() ran (shutdown): a new stream would end at once, so it is refused instead. */
  get open() {
    return !this.closed;
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
      this.broadcast(Buffer.from(`data: ${JSON.stringify(event)}\n\n`));
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
    this.broadcast(Buffer.from(text));
  }

  private broadcast(chunk: Buffer) {
    for (const client of this.clients) {
      if (client.writableLength + chunk.byteLength > this.options.bufferBytes) {
        // This client stopped reading: cut it off rather than hold an unbounded buffer for it.
        logger.warn("gallery stream cut off: client is not reading");
        this.clients.delete(client);
        client.destroy(new Error("client is not reading the event stream"));
        continue;
      }
      client.write(chunk);
    }
  }

  /** Sends this instance's changes to one client until it goes away or the server stops. */
  attach(target: StreamTarget) {
    if (this.closed) return void target.end();
    // retry: the browser's own reconnect delay if our client code is not running.
    target.write(HELLO);
    this.clients.add(target);
    target.once("close", () => this.clients.delete(target));
  }

  /** Ends every stream (shutdown): clients reconnect to another instance or when we are back. */
  close() {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.flushTimer);
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}
