/**
 * What a shared rate limit costs per request (ADR 0016): the same 20,000 takes, 64 at a time
 * from 500 addresses, against the in-memory counters (SQLite), one PostgreSQL round trip per
 * take, and the batched store the site uses with PostgreSQL. Prints the figures; the assertion
 * is on what the store decided, not on time.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { sql } from "kysely";
import { afterAll, expect, test, vi } from "vitest";
import { createDatabaseUrl } from "../support/databases";

const TAKES = 20_000;
const CONCURRENCY = 64;
const ADDRESSES = 500;
const LIMIT = 30; // per address: 40 takes each, so the store must refuse 10 of each address's

type Store = "memory" | "round-trip" | "batched";

async function measure(store: Store, databaseUrl: string) {
  vi.resetModules();
  Object.assign(process.env, {
    DATABASE_URL: store === "memory" ? "" : databaseUrl,
    DATA_DIR: os.tmpdir(),
    APP_SECRET: randomBytes(32).toString("hex"),
    RATE_LIMIT_LIKES: String(LIMIT),
    LOG_LEVEL: "silent",
  });
  const { migrateToLatest } = await import("../../db/connect");
  const { getDb, closeDb } = await import("~/platform/db.server");
  const { takeRateLimit } = await import("~/platform/rate-limit.server");
  const { keyedHash } = await import("~/platform/secret.server");
  if (store !== "memory") await migrateToLatest(getDb());
  // One statement per take: what a store without batching would do.
  const roundTrip = async (ip: string) => {
    const key = `likes::${keyedHash(ip, "rate-limit")}`;
    const { rows } = await sql<{ granted: number }>`
      select granted from wyp_take_quota(array[${key}]::text[], '{1}', ${`{${LIMIT}}`}::integer[], '{60000}', '{0}')`.execute(getDb());
    return rows[0]!.granted === 1;
  };
  const take = store === "round-trip" ? roundTrip : async (ip: string) => (await takeRateLimit(ip, "likes")).ok;
  let sent = 0;
  let granted = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < TAKES) {
        sent += 1;
        const address = sent % ADDRESSES;
        if (await take(`10.0.${address >> 8}.${address & 255}`)) granted += 1;
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  console.log(
    `[cluster] limits, ${store}: ${Math.round(TAKES / seconds)} takes/s, ${((seconds * 1e6) / TAKES).toFixed(1)} µs each, ${granted} granted`,
  );
  if (store !== "memory") await closeDb();
  return granted;
}

const target = await createDatabaseUrl("postgres");
afterAll(() => target.drop());

test("every store grants each address exactly its limit; the figures say what sharing costs", async () => {
  for (const store of ["memory", "round-trip", "batched"] as const) {
    expect(await measure(store, target.databaseUrl!)).toBe(ADDRESSES * LIMIT);
  }
});
