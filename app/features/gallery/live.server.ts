// The live gallery feed of one process, assembled: every change to gallery_items, from any
// writer, reaches every open event stream of this instance (hub.server.ts) as a whole row.
// - SQLite: this process publishes its own changes at once (likes), and polls the change log for
//   changes made by other processes (sqlite-poller.server.ts).
// - PostgreSQL: a trigger NOTIFYs and one LISTEN connection per instance hears it; when that
//   connection drops it reconnects and every client is told to resync
//   (postgres-listener.server.ts).
// Why this design: docs/decisions/0005-gallery-live-updates.md.
import { type Db, dialectOf } from "../../../db/connect";
import { getDb } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import type { GalleryEvent } from "./gallery";
import { GalleryHub, type GalleryHubOptions } from "./hub.server";
import { PostgresListener } from "./postgres-listener.server";
import { SqliteChangePoller } from "./sqlite-poller.server";
import { galleryEventOf, readsFrom, type SharedGalleryReads } from "./gallery.server";
import { GalleryReadCache } from "./read-cache.server";
import { logger } from "~/platform/logger.server";

export type GalleryLiveOptions = GalleryHubOptions & {
  /** SQLite: how often the change log is read for other processes' changes. */
  pollMs: number;
};

export type GalleryLive = {
  hub: GalleryHub;
  /** The gallery's shared reads, cached until the feed hears of a change. */
  reads: SharedGalleryReads;
  /** Announces a change this process made (SQLite); on PostgreSQL the trigger does it and this only drops the cache. */
  publishLocal(event: GalleryEvent): void;
  stop(): Promise<void>;
};

/**
 * The feed of one process over a database. `databaseUrl` is needed on PostgreSQL for the
 * dedicated LISTEN connection (the pool's connections come and go).
 */
export async function createGalleryLive(db: Db, options: GalleryLiveOptions & { databaseUrl?: string }): Promise<GalleryLive> {
  const hub = new GalleryHub(options);
  // Every change, resyncs included, reaches the hub first: whatever was cached may be out of date.
  const reads = new GalleryReadCache(db);
  hub.onChange(() => reads.invalidate());

  if (dialectOf(db) === "postgres") {
    if (!options.databaseUrl) throw new Error("the PostgreSQL gallery feed needs the database URL");
    const listener = new PostgresListener(
      options.databaseUrl,
      (notification) => {
        if (notification.op === "delete") return hub.publish({ type: "delete", id: String(notification.id) });
        const op = notification.op;
        if (notification.row) return hub.publish(galleryEventOf(op, notification.row));
        // The row did not fit in the notification: read it.
        void db
          .selectFrom("gallery_items")
          .selectAll()
          .where("id", "=", String(notification.id))
          .executeTakeFirst()
          .then(
            (row) => row && hub.publish(galleryEventOf(op, row)),
            (error) => logger.error({ err: error }, "could not read a changed gallery item"),
          );
      },
      () => hub.publish({ type: "resync" }),
    );
    await listener.start();
    return {
      hub,
      reads,
      // The trigger tells the streams; the cache goes at once, so the page this like returns to
      // (a form post without JavaScript) does not wait for the notification.
      publishLocal: () => reads.invalidate(),
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
    reads,
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

/** The gallery's shared reads: cached by the live feed, or straight from the database while the feed cannot start. */
export async function sharedGalleryReads(): Promise<SharedGalleryReads> {
  try {
    return (await getGalleryLive()).reads;
  } catch (error) {
    logger.error({ err: error }, "the live gallery feed is not running; the gallery is read without its cache");
    return readsFrom(getDb());
  }
}
