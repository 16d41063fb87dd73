// Events in the database: what the console lists and changes, and what the programme pages read
// (through the content cache, dropped on every change made here).
import { randomUUID } from "node:crypto";
import type { Db } from "../../../db/connect";
import type { SelectQueryBuilder } from "kysely";
import type { Database, EventRow } from "../../../db/schema";
import type { EventProgramme } from "~/features/events/copy/staff-events";
import { databaseNow } from "~/platform/database-now.server";
import type { EventInput } from "./event-form";
import type { ProgrammeEvent } from "./events";
import { contentCache } from "~/platform/content-cache.server";
import { forgetCancellation, recordCancellation } from "./cancellations.server";

export function toEvent(row: EventRow): ProgrammeEvent {
  return {
    id: row.id,
    title: row.title,
    programme: row.programme,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    place: row.place,
    borough: row.borough,
    cost: row.cost,
    costEs: row.cost_es,
    link: row.link,
    description: row.description,
    titleEs: row.title_es,
    descriptionEs: row.description_es,
    featured: row.featured === 1,
    published: row.published_at !== null,
  };
}

/** Every event, drafts included, soonest first and those without a date last (the console's list). */
export async function listEvents(db: Db): Promise<ProgrammeEvent[]> {
  const rows = await soonestFirst(db.selectFrom("events").selectAll()).execute();
  return rows.map(toEvent);
}

/** Soonest first, those without a date last, then in the order they were made. */
function soonestFirst<Query extends SelectQueryBuilder<Database, "events", EventRow>>(query: Query) {
  return (
    query
      // "starts_at is null" sorts false (0) before true (1) on both dialects.
      .orderBy((eb) => eb("starts_at", "is", null))
      .orderBy("starts_at")
      .orderBy("created_at")
      .orderBy("id")
  );
}

export async function getEvent(db: Db, id: string): Promise<ProgrammeEvent | undefined> {
  const row = await db.selectFrom("events").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toEvent(row);
}

/**
 * A programme's published events, past ones included: the page drops those over at the moment
 * it is served, so a cached list never shows an event after it ends.
 */
export function publishedEvents(db: Db, programme: EventProgramme): Promise<ProgrammeEvent[]> {
  return contentCache.get(`events:${programme}`, async () => {
    const rows = await soonestFirst(
      db.selectFrom("events").selectAll().where("programme", "=", programme).where("published_at", "is not", null),
    ).execute();
    return rows.map(toEvent);
  });
}

function columns(input: EventInput) {
  return {
    title: input.title,
    programme: input.programme,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    place: input.place,
    borough: input.borough,
    cost: input.cost,
    cost_es: input.costEs,
    link: input.link,
    description: input.description,
    title_es: input.titleEs,
    description_es: input.descriptionEs,
    featured: input.featured ? 1 : 0,
  };
}

export async function createEvent(db: Db, input: EventInput): Promise<ProgrammeEvent> {
  const row = await db
    .insertInto("events")
    .values({
      id: randomUUID(),
      ...columns(input),
      published_at: input.published ? databaseNow(db) : null,
      created_at: databaseNow(db),
      updated_at: databaseNow(db),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  contentCache.invalidate();
  return toEvent(row);
}

/** Saves the form over the event; undefined when it no longer exists. */
export async function updateEvent(db: Db, id: string, input: EventInput): Promise<ProgrammeEvent | undefined> {
  const current = await getEvent(db, id);
  if (!current) return undefined;
  return saveEvent(db, id, { ...columns(input) }, input.published, current.published);
}

/** Publishes the event or makes it a draft; undefined when it no longer exists. */
export async function setEventPublished(db: Db, id: string, published: boolean): Promise<ProgrammeEvent | undefined> {
  const current = await getEvent(db, id);
  if (!current) return undefined;
  return saveEvent(db, id, {}, published, current.published);
}

async function saveEvent(db: Db, id: string, changes: Partial<ReturnType<typeof columns>>, published: boolean, wasPublished: boolean) {
  // An event keeps the moment it was first published while it stays published.
  const publishedAt = published === wasPublished ? {} : { published_at: published ? databaseNow(db) : null };
  const row = await db
    .updateTable("events")
    .set({ ...changes, ...publishedAt, updated_at: databaseNow(db) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  // Subscribers' calendars hear that an event taken off the site is cancelled, and that one back on is not.
  if (row && published) await forgetCancellation(db, id);
  if (row && wasPublished && !published) await recordCancellation(db, { ...toEvent(row), published: true });
  contentCache.invalidate();
  return row && toEvent(row);
}

/** Deletes the event; false when there was none. */
export async function deleteEvent(db: Db, id: string): Promise<boolean> {
  const event = await getEvent(db, id);
  if (event) await recordCancellation(db, event);
  const result = await db.deleteFrom("events").where("id", "=", id).executeTakeFirst();
  contentCache.invalidate();
  return Number(result.numDeletedRows) > 0;
}
