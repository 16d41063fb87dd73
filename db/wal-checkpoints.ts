// SQLite's write-ahead log is copied back into the database file by checkpoints. Left automatic,
// a checkpoint runs inside whichever commit crosses 1,000 log pages, on the connection that
// committed: here the one connection of the server's event loop. A checkpoint writes and syncs
// both files, so that commit held every request for milliseconds about once in 100 sign-ups
// (commit 406 µs per lead with them, 93 µs without, ADR 0027).
// This runs them on a worker thread with its own connection instead, every CHECKPOINT_MS; in WAL
// mode a checkpoint from another connection never blocks the writer, and one that finds the log
// in use stops where readers still need it and finishes at the next turn.
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type Sqlite from "libsql";

/** How often the worker checkpoints. At 1,800 sign-ups/s that leaves about 13 MB of log between two. */
const CHECKPOINT_MS = 200;
/**
 * A log longer than this many pages (~64 MB) is restarted: the checkpoint waits for the writer to
 * finish its transaction, so the log cannot grow without bound under a writer that never pauses.
 */
const RESTART_PAGES = 16_384;
/** Once reset, a log file longer than this is cut back to it. */
const JOURNAL_SIZE_LIMIT = 64 * 1024 * 1024;
/** SQLite's own default, restored when the worker is gone. */
const AUTOMATIC_PAGES = 1_000;
/** How long closing waits for the worker to close its connection. */
const CLOSE_WAIT_MS = 2_000;

// The worker is a few lines of CommonJS given as text, so it needs no file of its own in the
// server build; it loads the same libsql the main thread loaded.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Sqlite = require(workerData.libsql);
const closed = new Int32Array(workerData.closed);
const database = new Sqlite(workerData.file);
database.pragma("busy_timeout = 5000");
const timer = setInterval(() => {
  const [result] = database.pragma("wal_checkpoint(PASSIVE)");
  if (result && result.log > workerData.restartPages) database.pragma("wal_checkpoint(RESTART)");
}, workerData.intervalMs);
parentPort.once("message", () => {
  clearInterval(timer);
  try {
    // The server is closing: the file is left whole, the log empty (a copy of the file alone is complete).
    database.pragma("wal_checkpoint(TRUNCATE)");
  } catch {
    // Left to the next start: the log is still there and SQLite reads it.
  }
  try {
    database.close();
  } finally {
    Atomics.store(closed, 0, 1);
    Atomics.notify(closed, 0);
    parentPort.close();
  }
});
`;

const libsqlPath = () => createRequire(import.meta.url).resolve("libsql");

export type Checkpoints = {
  /** Checkpoints once more, then stops the worker and waits (briefly) for it; call before closing `database`. */
  stop(): void;
};

/**
 * Moves `database`'s checkpoints to a worker thread. If the worker fails (it cannot open the
 * file, a checkpoint throws), the connection goes back to automatic checkpoints, so the log never
 * grows unchecked; `onFailure` is told why.
 */
export function checkpointOffTheEventLoop(
  database: Sqlite.Database,
  file: string,
  onFailure: (error: unknown) => void = () => {},
): Checkpoints {
  const closed = new SharedArrayBuffer(4);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { libsql: libsqlPath(), file, closed, intervalMs: CHECKPOINT_MS, restartPages: RESTART_PAGES },
  });
  // Never what keeps the process alive.
  worker.unref();
  let running = true;
  const automatic = (error: unknown) => {
    if (!running) return;
    running = false;
    if (database.open) database.pragma(`wal_autocheckpoint = ${AUTOMATIC_PAGES}`);
    onFailure(error);
  };
  worker.on("error", automatic);
  worker.on("exit", (code) => automatic(new Error(`the checkpoint worker stopped (exit code ${code})`)));
  database.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT}`);
  database.pragma("wal_autocheckpoint = 0");
  return {
    stop() {
      if (!running) return;
      running = false;
      worker.postMessage("stop");
      // Closing is synchronous for Kysely: wait here for the last checkpoint and the worker's close.
      Atomics.wait(new Int32Array(closed), 0, 0, CLOSE_WAIT_MS);
    },
  };
}
