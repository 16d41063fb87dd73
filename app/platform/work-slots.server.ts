// Expensive work (a password hash, an image decode) run a few at a time, with a bounded line of
// waiters: past the line, a caller is refused at once rather than left waiting behind everyone.

/** The line is full: answer 503 with Retry-After rather than wait. */
export class WorkSlotsBusyError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    what: string,
  ) {
    super(`too many ${what} waiting`);
  }
}

export type WorkSlotsOptions = {
  /** What the slots are for, in the busy error's message. */
  what: string;
  /** How many run at once. */
  concurrency: number;
  /** How many may wait for a slot; the next one is refused. */
  queueLimit: number;
  /** What the busy error tells the client to wait. */
  retryAfterSeconds: number;
};

export class WorkSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: WorkSlotsOptions) {}

  /** Runs `work` in a slot: at once if one is free, after the waiters before it otherwise. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queueLimit) {
        throw new WorkSlotsBusyError(this.options.retryAfterSeconds, this.options.what);
      }
      // The slot is handed over by the one that frees it, so no newcomer can take it in between.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Running and waiting now (for tests and metrics). */
  load() {
    return { running: this.running, waiting: this.waiting.length };
  }
}
