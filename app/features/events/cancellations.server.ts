// Events taken off the site that subscribers' calendars may still hold: a feed sends them as
// STATUS:CANCELLED so calendar apps mark them, instead of leaving a meet-up that no longer happens.
import { sql } from "kysely";
import type { Db } from "../../../db/connect";
import type { EventCancellationRow } from "../../../db/schema";
import type { ProgrammeEvent } from "./events";
import { contentCache } from "~/platform/content-cache.server";

/** How long after its end a cancelled (or past) event is still sent to subscribers. */
export const FEED_HISTORY_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment before which an event's end is too old for any feed. */
export function feedHistoryStart(now: Date): string {
  return new Date(now.getTime() - FEED_HISTORY_DAYS * DAY_MS).toISOString();
}

/** Remembers that a published, dated event left the site; an undated or draft one was in no calendar. */
export async function recordCancellation(db: Db, event: ProgrammeEvent, now = new Date()) {
  if (!event.published || !event.startsAt) return;
  const row = {
    event_id: event.id,
    programme: event.programme,
    title: event.title,
    title_es: event.titleEs,
    starts_at: event.startsAt,
    ends_at: event.endsAt,
    cancelled_at: now.toISOString(),
  };
  await db
    .insertInto("event_cancellations")
    .values(row)
    .onConflict((conflict) => conflict.column("event_id").doUpdateSet(row))
    .execute();
  // Those long past are in no subscriber's upcoming days any more: nothing to keep them for.
  await db
    .deleteFrom("event_cancellations")
    .where(sql<boolean>`coalesce(ends_at, starts_at) < ${feedHistoryStart(now)}`)
    .execute();
}

/** An event published again is no longer cancelled. */
export async function forgetCancellation(db: Db, id: string) {
  await db.deleteFrom("event_cancellations").where("event_id", "=", id).execute();
}

/** Every remembered cancellation (the feeds pick theirs by programme and date). */
export function cancelledEvents(db: Db): Promise<EventCancellationRow[]> {
  return contentCache.get("events:cancelled", () => db.selectFrom("event_cancellations").selectAll().orderBy("starts_at").execute());
}
