// The live gallery feed: every change to gallery_items, from any writer, reaches every open
// event stream of this instance as a whole row.
// - SQLite: this process publishes its own changes at once (likes), and polls the
//   gallery_changes log (filled by a trigger) for changes made by other processes (the
//   operator CLI, another tool).
// - PostgreSQL: a trigger NOTIFYs, one LISTEN connection per instance; when that connection
//   drops it reconnects and tells every client to resync, since notifications were lost.
// Why this design: docs/decisions/0005-gallery-live-updates.md.
import { sql } from "kysely";
import type pg from "pg";
import { type Db, dialectOf } from "../../db/connect";
import { GALLERY_CHANNEL } from "../../db/migrations/0002_gallery_notify";
import type { GalleryItem as GalleryRow } from "../../db/schema";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";
import type { GalleryEvent } from "./gallery";
import { getGalleryItem, normalizeItem } from "./gallery.server";
import { logger } from "./logger.server";

export type GalleryLiveOptions = {
  /** Seconds between heartbeats on idle streams (at most 25, so proxies never see an idle connection). */
  heartbeatSeconds: number;
  /** A client that stops reading is cut off once this many bytes wait for it. */
  bufferBytes: number;
  /** SQLite: how often the change log is read for other processes' changes. */
  pollMs: number;
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

  constructor(private options: Pick<GalleryLiveOptions, "heartbeatSeconds" | "bufferBytes">) {
    const ping = encoder.encode("event: ping\ndata: 1\n\n");
    this.heartbeat = setInterval(() => this.broadcast(ping), Math.min(options.heartbeatSeconds, 25) * 1000);
    this.heartbeat.unref();
  }

  get size() {
    return this.clients.size;
  }

  /** Queues a change; the latest version of each item wins within the coalescing window. */
  publish(event: GalleryEvent) {
    if (this.closed) return;
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

/** Turns the gallery_changes log into events; one per item per poll, skipping what was already sent. */
class SqliteChangePoller {
  private lastSeq = 0;
  private timer: NodeJS.Timeout | undefined;
  private lastPrune = Date.now();
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private db: Db,
    private pollMs: number,
    private emit: (event: GalleryEvent, fromLog: boolean) => void,
  ) {}

  async start() {
    const row = await sql<{ seq: number | null }>`select max(seq) as seq from gallery_changes`.execute(this.db);
    this.lastSeq = Number(row.rows[0]?.seq ?? 0);
    this.schedule();
  }

  private schedule() {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.poll()
        .catch((error) => logger.error({ err: error }, "gallery change poll failed"))
        .finally(() => this.schedule());
    }, this.pollMs);
    this.timer.unref();
  }

  async poll() {
    const batch = 2000;
    for (;;) {
      const { rows } = await sql<{ seq: number; item_id: string; op: string }>`
        select seq, item_id, op from gallery_changes where seq > ${this.lastSeq} order by seq limit ${batch}`.execute(this.db);
      if (rows.length === 0) break;
      this.lastSeq = Number(rows[rows.length - 1].seq);
      const inserted = new Set(rows.filter((row) => row.op === "insert").map((row) => row.item_id));
      const ids = [...new Set(rows.map((row) => row.item_id))];
      const current = await this.db.selectFrom("gallery_items").selectAll().where("id", "in", ids).execute();
      const byId = new Map(current.map((item) => [String(item.id), normalizeItem(item)]));
      for (const id of ids) {
        const item = byId.get(id);
        this.emit(item ? { type: inserted.has(id) ? "insert" : "update", item } : { type: "delete", id }, true);
      }
      if (rows.length < batch) break;
    }
    if (Date.now() - this.lastPrune > 60_000) {
      this.lastPrune = Date.now();
      // Other processes may poll the same file: keep ten minutes of history for them.
      const cutoff = new Date(Date.now() - 10 * 60_000).toISOString();
      await sql`delete from gallery_changes where seq <= ${this.lastSeq} and created_at < ${cutoff}`.execute(this.db);
    }
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}

type Notification = { op: "insert" | "update" | "delete"; id: string; row?: GalleryRow | null };

/** One LISTEN connection that comes back after it drops, and says so. */
class PostgresListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private healthTimer: NodeJS.Timeout | undefined;
  private connectedOnce = false;

  constructor(
    private databaseUrl: string,
    private onNotification: (notification: Notification) => void,
    private onResync: () => void,
  ) {}

  async start() {
    await this.connect();
  }

  private async connect() {
    if (this.stopped) return;
    // Loaded here: a SQLite install never loads the PostgreSQL driver.
    const { default: pgModule } = await import("pg");
    const client = new pgModule.Client({ connectionString: this.databaseUrl, keepAlive: true, connectionTimeoutMillis: 5_000 });
    this.client = client;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || this.stopped) return;
      lost = true;
      clearInterval(this.healthTimer);
      logger.warn({ err: error }, "gallery LISTEN connection lost; reconnecting");
      client.end().catch(() => {});
      // Changes made while we are away are never replayed: clients must reload the list.
      this.onResync();
      this.scheduleReconnect();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      if (message.channel !== GALLERY_CHANNEL || !message.payload) return;
      try {
        this.onNotification(JSON.parse(message.payload) as Notification);
      } catch (error) {
        logger.error({ err: error }, "unreadable gallery notification");
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${GALLERY_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    this.attempt = 0;
    if (this.connectedOnce) {
      logger.info("gallery LISTEN connection restored");
      this.onResync();
    }
    this.connectedOnce = true;
    // A connection can die without an error (a dropped network path): ask it to answer now and then.
    this.healthTimer = setInterval(() => {
      const timeout = setTimeout(() => onLost(new Error("LISTEN connection did not answer")), 10_000);
      client.query("select 1").then(
        () => clearTimeout(timeout),
        (error) => {
          clearTimeout(timeout);
          onLost(error);
        },
      );
    }, 30_000);
    this.healthTimer.unref();
  }

  private scheduleReconnect() {
    if (this.stopped) return;
    const delay = Math.min(10_000, 250 * 2 ** this.attempt) * (0.75 + Math.random() * 0.5);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => void this.connect(), delay);
    this.retryTimer.unref();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.healthTimer);
    await this.client?.end().catch(() => {});
  }
}

export type GalleryLive = {
  hub: GalleryHub;
  /** Announces a change this process made (SQLite); on PostgreSQL the trigger does it. */
  publishLocal(event: GalleryEvent): void;
  stop(): Promise<void>;
};

/**
 * The feed of one process over a database. `databaseUrl` is needed on PostgreSQL for the
 * dedicated LISTEN connection (the pool's connections come and go).
 */
export async function createGalleryLive(db: Db, options: GalleryLiveOptions & { databaseUrl?: string }): Promise<GalleryLive> {
  const hub = new GalleryHub(options);

  if (dialectOf(db) === "postgres") {
    if (!options.databaseUrl) throw new Error("the PostgreSQL gallery feed needs the database URL");
    const listener = new PostgresListener(
      options.databaseUrl,
      (notification) => {
        if (notification.op === "delete") return hub.publish({ type: "delete", id: String(notification.id) });
        if (notification.row) return hub.publish({ type: notification.op, item: normalizeItem(notification.row) });
        // The row did not fit in the notification: read it.
        void getGalleryItem(db, String(notification.id)).then(
          (item) => item && hub.publish({ type: notification.op as "insert" | "update", item }),
          (error) => logger.error({ err: error }, "could not read a changed gallery item"),
        );
      },
      () => hub.publish({ type: "resync" }),
    );
    await listener.start();
    return {
      hub,
      publishLocal: () => {},
      stop: async () => {
        await listener.stop();
        hub.close();
      },
    };
  }

  // What each item looked like when last sent, so the poller does not resend this process's own changes.
  const lastSent = new Map<string, string>();
  const send = (event: GalleryEvent) => {
    if (event.type === "delete") {
      lastSent.delete(event.id);
    } else if (event.type !== "resync") {
      const signature = JSON.stringify(event.item);
      if (lastSent.get(event.item.id) === signature) return;
      lastSent.set(event.item.id, signature);
    }
    hub.publish(event);
  };
  const poller = new SqliteChangePoller(db, options.pollMs, send);
  await poller.start();
  return {
    hub,
    publishLocal: send,
    stop: async () => {
      await poller.stop();
      hub.close();
    },
  };
}

let live: Promise<GalleryLive> | undefined;

/**
 * This process's feed, started on first use. boot() starts it and registers it for shutdown;
 * the lazy start only matters for a module reloaded in development.
 */
export function getGalleryLive(): Promise<GalleryLive> {
  if (!live) {
    const env = getEnv();
    live = createGalleryLive(getDb(), {
      databaseUrl: env.DATABASE_URL,
      heartbeatSeconds: env.GALLERY_HEARTBEAT_SECONDS,
      bufferBytes: env.GALLERY_STREAM_BUFFER_KB * 1024,
      pollMs: env.GALLERY_POLL_MS,
    });
    live.catch(() => (live = undefined));
  }
  return live;
}
