import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { getDb } from "./db.server";
import { getEnv } from "./env.server";
import { logger } from "./logger.server";
import { keyedHash } from "./secret.server";

/**
 * Fixed-window counters keyed by a keyed hash of the client address (never the address itself).
 * Every limit of the site is one of these:
 * - "forms", "likes", "votes", "beacons": requests per address per minute (beacons: page views counted, issue 32);
 * - "visitors": new visitor identities minted per address per hour (what an identity costs);
 * - "item-likes-new", "item-likes": likes counted on one artwork from one address per day, from
 *   visitors first seen less than a day ago, and from everyone (ADR 0014);
 * - "entry-votes-new", "entry-votes": the same for votes on one Weekly Drop entry (ADR 0024).
 * - "staff-sign-in-address", "staff-sign-in-pair": failed console sign-ins per 15 minutes per
 *   address, and per account from one address (the scope is the account's email);
 * - "staff-sign-in-account": failed sign-ins per 15 minutes to one account from every address (the
 *   email stands where the address would be). It never refuses: the count slows sign-in down.
 * - "staff-reset-address", "staff-reset-account": "Forgot password?" requests per hour per address,
 *   and to one email from every address (so nobody can fill a staff member's inbox);
 * - "drop-entries": Weekly Drop entries per address per hour, taken before the host reads their
 *   photo-sized body.
 * With SQLite (one process) they live in this process's memory; with PostgreSQL in the shared
 * table rate_limit_windows, taken in batches of one round trip (ADR 0016), so a visitor's
 * allowance is the same whichever instance answers.
 */
export type Quota =
  | RateBucket
  | "visitors"
  | "item-likes-new"
  | "item-likes"
  | "entry-votes-new"
  | "entry-votes"
  | "staff-sign-in-address"
  | "staff-sign-in-pair"
  | "staff-sign-in-account"
  | "staff-reset-address"
  | "staff-reset-account"
  | "drop-entries";
/** The per-address, per-minute request rates. */
export type RateBucket = "forms" | "likes" | "votes" | "beacons";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function quotaOf(quota: Quota): { limit: number; windowMs: number } {
  const env = getEnv();
  switch (quota) {
    case "forms":
      return { limit: env.RATE_LIMIT_FORMS, windowMs: MINUTE };
    case "likes":
      return { limit: env.RATE_LIMIT_LIKES, windowMs: MINUTE };
    case "votes":
      return { limit: env.RATE_LIMIT_VOTES, windowMs: MINUTE };
    case "beacons":
      return { limit: env.RATE_LIMIT_BEACONS, windowMs: MINUTE };
    case "visitors":
      return { limit: env.NEW_VISITORS_PER_HOUR, windowMs: HOUR };
    case "item-likes-new":
      return { limit: env.ITEM_LIKES_NEW_VISITORS_PER_DAY, windowMs: DAY };
    case "item-likes":
      return { limit: env.ITEM_LIKES_PER_DAY, windowMs: DAY };
    case "entry-votes-new":
      return { limit: env.ENTRY_VOTES_NEW_VISITORS_PER_DAY, windowMs: DAY };
    case "entry-votes":
      return { limit: env.ENTRY_VOTES_PER_DAY, windowMs: DAY };
    case "staff-sign-in-address":
      return { limit: env.STAFF_SIGN_IN_FAILURES_PER_ADDRESS, windowMs: 15 * MINUTE };
    case "staff-sign-in-pair":
      return { limit: env.STAFF_SIGN_IN_FAILURES_PER_ACCOUNT, windowMs: 15 * MINUTE };
    case "staff-sign-in-account":
      // A count, not a limit: past STAFF_SIGN_IN_FAILURES_PER_ACCOUNT each attempt waits longer
      // (the wait is at its longest long before a million; PostgreSQL's counter is a 32-bit integer).
      return { limit: 1_000_000, windowMs: 15 * MINUTE };
    case "staff-reset-address":
      return { limit: 10, windowMs: HOUR };
    case "staff-reset-account":
      return { limit: 3, windowMs: HOUR };
    case "drop-entries":
      return { limit: env.DROP_ENTRIES_PER_HOUR, windowMs: HOUR };
  }
}

type Window = { count: number; resetAt: number };
/** `resetAt` names the window a use was taken from, so giving it back never credits a later one. */
export type Taken = { ok: true; key: string; resetAt: number; shared: boolean } | { ok: false; retryAfter: number };

const retryAfterSeconds = (resetAt: number, now: number) => Math.max(1, Math.ceil((resetAt - now) / 1000));

const windows = new Map<string, Window>();
let lastSweep = Date.now();

function takeInMemory(key: string, limit: number, windowMs: number, now: number): Taken {
  if (now - lastSweep > MINUTE) {
    for (const [old, window] of windows) if (window.resetAt <= now) windows.delete(old);
    lastSweep = now;
  }
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + windowMs };
    windows.set(key, window);
  }
  if (window.count >= limit) return { ok: false, retryAfter: retryAfterSeconds(window.resetAt, now) };
  window.count += 1;
  return { ok: true, key, resetAt: window.resetAt, shared: false };
}

function returnInMemory(key: string, resetAt: number) {
  const window = windows.get(key);
  if (!window || window.resetAt !== resetAt) return;
  window.count -= 1;
  // A key of nothing counted is not kept: ids that match no artwork must not fill the map.
  if (window.count <= 0) windows.delete(key);
}

/** Whether this process's limits are shared through PostgreSQL (DATABASE_URL set). */
const sharedStore = () => Boolean(getEnv().DATABASE_URL);

type Pending = {
  key: string;
  n: 1 | -1;
  limit: number;
  windowMs: number;
  resetAt: number;
  settle(result: { granted: number; resetAt: number; nowMs: number } | Error): void;
};

let queue: Pending[] = [];
let flushing = false;
let lastFailureLog = 0;

/**
 * Sends every use asked for since the last batch in one call of wyp_take_quota, one batch at a
 * time: under load a batch carries what arrived while the previous one was out, so the round
 * trips stay few however many requests come (figures in ADR 0016).
 */
function flush() {
  if (flushing || queue.length === 0) return;
  flushing = true;
  // Sorted by key, so two instances' batches lock rows in the same order and never deadlock.
  const batch = queue.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  queue = [];
  const column = <T>(pick: (entry: Pending) => T) => batch.map(pick);
  sql<{ idx: number; granted: number; reset_at: number; now_ms: number }>`
    select idx, granted, reset_at, now_ms from wyp_take_quota(
      ${column((e) => e.key)}::text[], ${column((e) => e.n)}::integer[], ${column((e) => e.limit)}::integer[],
      ${column((e) => e.windowMs)}::bigint[], ${column((e) => e.resetAt)}::bigint[])`
    .execute(getDb())
    .then(
      ({ rows }) => {
        for (const row of rows) {
          const entry = batch[row.idx - 1];
          entry?.settle({ granted: Number(row.granted), resetAt: Number(row.reset_at), nowMs: Number(row.now_ms) });
        }
      },
      (error: unknown) => {
        for (const entry of batch) entry.settle(error instanceof Error ? error : new Error(String(error)));
      },
    )
    .finally(() => {
      flushing = false;
      if (queue.length) setImmediate(flush);
    });
}

function enqueue(entry: Omit<Pending, "settle">) {
  return new Promise<Parameters<Pending["settle"]>[0]>((resolve) => {
    queue.push({ ...entry, settle: resolve });
    if (queue.length === 1) setImmediate(flush);
  });
}

async function takeShared(key: string, limit: number, windowMs: number, now: number): Promise<Taken> {
  startSweeper();
  const result = await enqueue({ key, n: 1, limit, windowMs, resetAt: 0 });
  if (result instanceof Error) {
    // The database is unreachable: the request will most likely fail on its write anyway, and
    // this instance's own counters still hold the line meanwhile.
    if (now - lastFailureLog > MINUTE) {
      lastFailureLog = now;
      logger.warn({ err: result.message }, "shared rate limits unavailable; counting in this instance");
    }
    return takeInMemory(key, limit, windowMs, now);
  }
  if (result.granted < 1) return { ok: false, retryAfter: retryAfterSeconds(result.resetAt, result.nowMs) };
  return { ok: true, key, resetAt: result.resetAt, shared: true };
}

let sweeper: NodeJS.Timeout | undefined;

/** Ended windows are deleted once a minute, by whichever instance gets there. */
function startSweeper() {
  sweeper ??= setInterval(() => {
    sql`delete from rate_limit_windows where reset_at < floor(extract(epoch from clock_timestamp()) * 1000)`
      .execute(getDb())
      .catch(() => {});
  }, MINUTE).unref();
}

/**
 * Counts one use of `quota` by this client (and `scope`, e.g. an artwork id); refused past the
 * quota's limit with the seconds until its window ends.
 */
export async function takeQuota(clientIp: string, quota: Quota, scope = "", now = Date.now()): Promise<Taken> {
  return takeOne(quotaKey(quota, scope, hashedClient(clientIp)), quota, now);
}

/** The client address as every limit keys it: a keyed hash, never the address itself. */
const hashedClient = (clientIp: string) => keyedHash(clientIp, "rate-limit");
const quotaKey = (quota: Quota, scope: string, client: string) => `${quota}:${scope}:${client}`;

function takeOne(key: string, quota: Quota, now: number): Promise<Taken> | Taken {
  if (!sharedStore()) return takeOneInMemory(key, quota, now);
  const { limit, windowMs } = quotaOf(quota);
  return takeShared(key, limit, windowMs, now);
}

function takeOneInMemory(key: string, quota: Quota, now: number): Taken {
  const { limit, windowMs } = quotaOf(quota);
  return takeInMemory(key, limit, windowMs, now);
}

export type QuotaUse = { readonly quota: Quota; readonly scope?: string };
export type TakenAll =
  | { ok: true; taken: Taken[] }
  | {
      ok: false;
      /** The first use refused, in the order asked. */
      refused: number;
      retryAfter: number;
      /** The uses before it, granted and kept (the caller may give them back). */
      taken: Taken[];
    };

/**
 * Several uses by one client, with the outcome of taking them one at a time in the order asked
 * and stopping at the first refusal, but the address hashed once and, with PostgreSQL, one round
 * trip for all (the hot write's main wait): uses after a refusal are given back at once.
 */
export async function takeQuotas(clientIp: string, uses: readonly QuotaUse[], now = Date.now()): Promise<TakenAll> {
  const client = hashedClient(clientIp);
  const keys = uses.map((use) => quotaKey(use.quota, use.scope ?? "", client));
  const taken: Taken[] = [];
  if (sharedStore()) {
    taken.push(...(await Promise.all(uses.map((use, i) => takeOne(keys[i], use.quota, now)))));
  } else {
    for (const [i, use] of uses.entries()) {
      const one = takeOneInMemory(keys[i], use.quota, now);
      taken.push(one);
      if (!one.ok) break;
    }
  }
  const refused = taken.findIndex((one) => !one.ok);
  if (refused === -1) return { ok: true, taken };
  taken.slice(refused + 1).forEach(returnQuota);
  const refusal = taken[refused];
  return { ok: false, refused, retryAfter: refusal.ok ? 1 : refusal.retryAfter, taken: taken.slice(0, refused) };
}

/** Gives back a use taken by takeQuota that turned out not to count (a like already given). */
export function returnQuota(taken: Taken) {
  if (!taken.ok) return;
  if (!taken.shared) return returnInMemory(taken.key, taken.resetAt);
  // Nobody waits for a give-back; it rides with the next batch.
  void enqueue({ key: taken.key, n: -1, limit: 0, windowMs: 0, resetAt: taken.resetAt });
}

/** How many uses the window a use was taken from holds now, that use included. */
export async function usesInWindow(taken: Taken): Promise<number> {
  if (!taken.ok) return 0;
  if (!taken.shared) {
    const window = windows.get(taken.key);
    return window && window.resetAt === taken.resetAt ? window.count : 0;
  }
  const { rows } = await sql<{ count: number }>`
    select count from rate_limit_windows where key = ${taken.key} and reset_at = ${taken.resetAt}`.execute(getDb());
  return Number(rows[0]?.count ?? 0);
}

/** Requests per address per minute ("forms", "likes", "votes", "beacons"). */
export function takeRateLimit(clientIp: string, bucket: RateBucket, now = Date.now()) {
  return takeQuota(clientIp, bucket, "", now);
}

/** How long an instance that stopped beating (killed) still counts its streams. */
const STREAM_STALE_MS = 15_000;
const BEAT_MS = 5_000;

/**
 * Open event streams per client address across every instance (PostgreSQL): each instance
 * counts its own in stream_slots and beats every 5 s; the slots of an instance silent for 15 s
 * no longer count, so a killed instance's streams free their places once they reconnect elsewhere.
 */
export function sharedStreamSlots() {
  if (!sharedStore()) return undefined;
  const instance = randomUUID();
  const db = getDb();
  const beat = () =>
    sql`
      with seen as (
        insert into live_instances (id, seen_at) values (${instance}, floor(extract(epoch from clock_timestamp()) * 1000))
        on conflict (id) do update set seen_at = excluded.seen_at
      ), gone as (
        delete from live_instances where seen_at < floor(extract(epoch from clock_timestamp()) * 1000) - ${STREAM_STALE_MS * 4}
        returning id
      )
      delete from stream_slots where instance in (select id from gone)`
      .execute(db)
      .catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  let first: Promise<unknown> | undefined;
  return {
    /** True when the address may open one more stream; the place is then held until release. */
    async take(clientIp: string, perAddress: number): Promise<boolean> {
      first ??= beat();
      timer ??= setInterval(beat, BEAT_MS).unref();
      await first;
      const key = keyedHash(clientIp, "streams");
      const { rows } = await sql<{
        ok: boolean;
      }>`select wyp_take_stream(${instance}, ${key}, ${perAddress}, ${STREAM_STALE_MS}) as ok`.execute(db);
      return rows[0]?.ok === true;
    },
    release(clientIp: string) {
      const key = keyedHash(clientIp, "streams");
      void sql`update stream_slots set open = greatest(0, open - 1) where instance = ${instance} and key = ${key}`
        .execute(db)
        .catch(() => {});
    },
  };
}
