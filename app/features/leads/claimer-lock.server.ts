// How a PostgreSQL delivery worker shows it is alive: it holds a session advisory lock under a
// number of its own for as long as it runs, and stamps its claims with that number. PostgreSQL
// drops the lock the moment the worker's connection ends (a kill -9, a crash, a lost network), so
// other workers can tell a dead worker's claims from a live one's at once, without waiting for the
// claim's lease to run out (ADR 0018).
import { sql } from "kysely";
import type { Db } from "~/platform/db.server";
import { errorSummary } from "~/platform/logger.server";

/** The first key of every claimer lock (the letters WYP), so they share no number with other locks. */
export const CLAIMER_LOCK_SPACE = 0x575950;
/** How often the held connection is checked: a lost one is noticed, and a new number taken, within this. */
const CHECK_MS = 5_000;

type Logger = { warn(details: object, message: string): void };

/**
 * The condition, for a row of webhook_deliveries, that the worker which claimed it still runs: its
 * lock is held in this database. Rows claimed without a number (SQLite, or a worker that had lost
 * its lock) rely on their lease alone.
 */
export const claimerAlive = sql<boolean>`exists (
  select 1 from pg_locks
  where locktype = 'advisory' and granted and classid = ${sql.lit(CLAIMER_LOCK_SPACE)} and objsubid = 2
    and objid = webhook_deliveries.locked_by
    and database = (select oid from pg_database where datname = current_database()))`;

export class ClaimerLock {
  /** The number this worker's claims carry; null while it holds no lock (not yet, or its connection was lost). */
  number: number | null = null;
  private readonly stopping = new AbortController();
  private holding: Promise<void> | undefined;
  private ready: Promise<void>;
  private markReady!: () => void;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {
    this.ready = new Promise((resolve) => (this.markReady = resolve));
  }

  /** Takes a number and holds its lock on a connection of its own until stop(); resolves once held (or failed once). */
  start() {
    this.holding = this.holdWhileRunning();
    return this.ready;
  }

  private async holdWhileRunning() {
    while (!this.stopping.signal.aborted) {
      try {
        await this.db.connection().execute((connection) => this.hold(connection));
      } catch (error) {
        this.log.warn(
          { err: errorSummary(error) },
          "lead delivery lost its worker lock; its claims wait for their lease until it has one again",
        );
      }
      this.number = null;
      this.markReady();
      if (!this.stopping.signal.aborted) await this.pause(CHECK_MS);
    }
  }

  private async hold(connection: Db) {
    let number: number;
    do number = 1 + Math.floor(Math.random() * 0x7ffffffe);
    while (
      !(await sql<{ held: boolean }>`select pg_try_advisory_lock(${CLAIMER_LOCK_SPACE}, ${number}) as held`.execute(connection)).rows[0]
        ?.held
    );
    this.number = number;
    this.markReady();
    try {
      // A query now and then: a connection that died fails it, and the loop takes a new one.
      while (!this.stopping.signal.aborted) {
        await this.pause(CHECK_MS);
        await sql`select 1`.execute(connection);
      }
    } finally {
      this.number = null;
      // The connection goes back to the pool: it must not keep the lock.
      await sql`select pg_advisory_unlock(${CLAIMER_LOCK_SPACE}, ${number})`.execute(connection).catch(() => {});
    }
  }

  private pause(ms: number) {
    const { signal } = this.stopping;
    if (signal.aborted) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const stop = () => (clearTimeout(timer), resolve());
      const timer = setTimeout(() => (signal.removeEventListener("abort", stop), resolve()), ms);
      signal.addEventListener("abort", stop, { once: true });
    });
  }

  /** Lets the lock go; call once the worker's claims are delivered or released. */
  async stop() {
    this.stopping.abort();
    await this.holding;
  }
}
