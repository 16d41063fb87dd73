// What the public pages read from the console's tables (events, The Weekly Drop's prize and
// winners), kept in memory so a page view costs no query. A change made in the console drops it
// at once on this instance; the short lifetime brings other instances (several behind a load
// balancer, or a change made in plain SQL) up to date within CONTENT_CACHE_TTL_MS.

/** How long another instance's change may take to show. */
export const CONTENT_CACHE_TTL_MS = 30_000;

type Entry = { value: Promise<unknown>; expires: number };

export class ContentCache {
  private entries = new Map<string, Entry>();

  constructor(
    private ttlMs = CONTENT_CACHE_TTL_MS,
    private clock: () => number = Date.now,
  ) {}

  /** The value under `key`, read with `load` when it is missing or older than the lifetime. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.clock()) return entry.value as Promise<T>;
    const value = load();
    const fresh = { value, expires: this.clock() + this.ttlMs };
    this.entries.set(key, fresh);
    // A failed read is not remembered: the next request tries again.
    value.catch(() => this.entries.get(key) === fresh && this.entries.delete(key));
    return value;
  }

  /** Drops everything, so the next read sees the change just made. */
  invalidate() {
    this.entries.clear();
  }
}

/** The process's one cache of public console content. */
export const contentCache = new ContentCache();
