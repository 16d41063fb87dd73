// "Visitors in the last 5 minutes" (issue 45, row 6): when each of today's visitor hashes last sent
// a page view, written with the views' batch. The same hash as the day's counts, so it goes with
// the day's salt (counting.server.ts deletes the day's rows with it), and a hash not seen for 5
// minutes is deleted as views keep coming: no new tracking, no address kept.
import type { Db } from "../../../db/connect";
import { LIVE_MINUTES } from "./insights";
const LIVE_MS = LIVE_MINUTES * 60_000;
/** Hashes older than LIVE_MINUTES are deleted at most this often per process (a statement, not one per batch). */
const PRUNE_EVERY_MS = 60_000;
const ROWS_PER_STATEMENT = 1000;

type Seen = { day: string; visitor: string; seenAt?: string };

/** One per database and process, beside the views' writer. */
export function liveVisitors() {
  let prunedAt = 0;
  return {
    /** In the views' transaction: each page view's visitor marked seen at its latest view; hashes gone quiet deleted now and then. */
    async write(trx: Db, views: readonly Seen[]) {
      const latest = new Map<string, { visitor: string; day: string; seen_at: string }>();
      for (const { day, visitor, seenAt } of views) {
        if (!seenAt) continue;
        const known = latest.get(visitor);
        if (!known || known.seen_at < seenAt) latest.set(visitor, { visitor, day, seen_at: seenAt });
      }
      const rows = [...latest.values()].sort((a, b) => (a.visitor < b.visitor ? -1 : 1));
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        await trx
          .insertInto("insight_live")
          .values(rows.slice(i, i + ROWS_PER_STATEMENT))
          .onConflict((conflict) =>
            conflict.column("visitor").doUpdateSet((eb) => ({ day: eb.ref("excluded.day"), seen_at: eb.ref("excluded.seen_at") })),
          )
          .execute();
      }
      const newest = rows.reduce((at, row) => (row.seen_at > at ? row.seen_at : at), "");
      if (!newest || Date.now() - prunedAt < PRUNE_EVERY_MS) return;
      prunedAt = Date.now();
      await trx
        .deleteFrom("insight_live")
        .where("seen_at", "<", new Date(Date.parse(newest) - LIVE_MS).toISOString())
        .execute();
    },
  };
}

/** Distinct visitors whose latest page view is at most LIVE_MINUTES old. */
export async function visitorsNow(db: Db, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom("insight_live")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("seen_at", ">=", new Date(now.getTime() - LIVE_MS).toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
