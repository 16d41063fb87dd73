// SQLite's source of the live gallery feed: a trigger writes every change of gallery_items to the
// gallery_changes log, and each server reads it, so changes made by other processes (the
// operator CLI, another tool) reach its open pages.
import { sql } from "kysely";
import type { Db } from "../../../db/connect";
import type { GalleryEvent } from "./gallery";
import { galleryEventOf } from "./gallery.server";
import { logger } from "~/platform/logger.server";

/** Turns the gallery_changes log into events; one per item per poll, skipping what was already sent. */
export class SqliteChangePoller {
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
      const byId = new Map(current.map((row) => [String(row.id), row]));
      for (const id of ids) {
        const row = byId.get(id);
        this.emit(row ? galleryEventOf(inserted.has(id) ? "insert" : "update", row) : { type: "delete", id }, true);
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
