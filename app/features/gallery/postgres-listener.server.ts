// PostgreSQL's source of the live gallery feed: a trigger NOTIFYs every change of gallery_items,
// and this dedicated LISTEN connection (the pool's connections come and go) hears them.
import type pg from "pg";
import { GALLERY_CHANNEL } from "../../../db/migrations/0002_gallery_notify";
import type { GalleryItem as GalleryRow } from "../../../db/schema";
import { logger } from "~/platform/logger.server";

/** One NOTIFY payload: the changed row, or only its id when the row did not fit. */
export type GalleryNotification = { op: "insert" | "update" | "delete"; id: string; row?: GalleryRow | null };

/** One LISTEN connection that comes back after it drops, and says so. */
export class PostgresListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private healthTimer: NodeJS.Timeout | undefined;
  private connectedOnce = false;

  constructor(
    private databaseUrl: string,
    private onNotification: (notification: GalleryNotification) => void,
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
        this.onNotification(JSON.parse(message.payload) as GalleryNotification);
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
