// Hot writes (likes, Weekly Drop votes) in batches, one transaction each (ADR 0008): every write
// that arrives while the previous batch is written, or within one turn of the event loop, goes
// into the next one. A burst then costs one commit per batch instead of one per write, holds one
// database connection instead of the pool, and waits in order rather than timing out.
import type { CompiledQuery } from "kysely";

/** Past its queue limit a writer refuses at once (the caller answers 503) rather than queue forever. */
export class WritesOverloadedError extends Error {}

type Pending<Job, Outcome> = { job: Job; resolve(outcome: Outcome): void; reject(error: unknown): void };

export type BatchOptions<Job, Outcome> = {
  /** Writes waiting beyond this many: the next one is refused with `overloaded()`. */
  queueLimit: number;
  /** At most this many writes share one transaction. */
  batchLimit: number;
  overloaded(): Error;
  /** Writes the batch in one transaction, an outcome per job in the same order. */
  write(jobs: Job[]): Promise<Outcome[]>;
};

export class WriteBatches<Job, Outcome> {
  private queue: Pending<Job, Outcome>[] = [];
  private writing = false;

  constructor(private readonly options: BatchOptions<Job, Outcome>) {}

  add(job: Job): Promise<Outcome> {
    if (this.queue.length >= this.options.queueLimit) return Promise.reject(this.options.overloaded());
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    const { write, batchLimit } = this.options;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, batchLimit);
      try {
        const outcomes = await write(batch.map((pending) => pending.job));
        batch.forEach((pending, i) => pending.resolve(outcomes[i]));
      } catch {
        // One write that cannot be done must not fail the others: each goes alone.
        for (const pending of batch) await write([pending.job]).then(([outcome]) => pending.resolve(outcome), pending.reject);
      }
    }
    this.writing = false;
  }
}

/**
 * A statement compiled once with marker strings for its values, run with each write's values put
 * in their place: building and compiling a query with Kysely costs more than running it on SQLite.
 */
export function bind(query: CompiledQuery, values: Record<string, string>): CompiledQuery {
  return {
    ...query,
    parameters: query.parameters.map((value) => (typeof value === "string" && Object.hasOwn(values, value) ? values[value] : value)),
  };
}

/**
 * One batched writer per database, made on first use, with the site's limits: above 20,000
 * waiting writes the next is refused (503), and at most 500 share a transaction.
 */
export function batchedWriters<Db extends object, Job, Outcome>(
  make: (db: Db) => Pick<BatchOptions<Job, Outcome>, "overloaded" | "write">,
): (db: Db) => WriteBatches<Job, Outcome> {
  const writers = new WeakMap<Db, WriteBatches<Job, Outcome>>();
  return (db) => {
    let writer = writers.get(db);
    if (!writer) writers.set(db, (writer = new WriteBatches({ queueLimit: QUEUE_LIMIT, batchLimit: BATCH_LIMIT, ...make(db) })));
    return writer;
  };
}

const QUEUE_LIMIT = 20_000;
const BATCH_LIMIT = 500;
