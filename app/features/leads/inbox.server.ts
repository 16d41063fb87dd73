import { randomUUID } from "node:crypto";
// What the staff inbox reads and changes: leads filtered and paged newest first (keyset on
// created_at and id, so a page keeps its place while new sign-ups arrive), one lead with its
// delivery and attempts, its follow-up, and the home page's to-do items and chart.
import { sql } from "kysely";
import type { FollowUpStatus, LeadKind } from "../../../db/schema";
import type { Db } from "~/platform/db.server";
import { leadKinds } from "./fields";
import type { LeadFilter } from "./inbox";
import { newYorkDayStart, newYorkWeekStart } from "~/platform/console-time";
import type { CalendarDate } from "~/platform/copy-types";

const INBOX_PAGE_SIZE = 50;

/** Where a keyset page starts: after this lead, in the page's order. */
export type LeadKey = { createdAt: string; id: string };

/**
 * Leads the filter keeps, with their delivery, in time order (`desc`: newest first) from after
 * `after`: the one query of the inbox and its CSV export.
 */
export function filteredLeads(db: Db, filter: LeadFilter, order: "asc" | "desc", after?: LeadKey) {
  let query = db
    .selectFrom("leads")
    .leftJoin("webhook_deliveries", "webhook_deliveries.lead_id", "leads.id")
    .select([
      "leads.id",
      "leads.kind",
      "leads.source",
      "leads.locale",
      "leads.created_at",
      "leads.first_name",
      "leads.last_name",
      "leads.email",
      "leads.phone",
      "leads.details",
      "leads.follow_up",
      "webhook_deliveries.status as delivery",
      "webhook_deliveries.attempts as delivery_attempts",
    ])
    .orderBy("leads.created_at", order)
    .orderBy("leads.id", order);
  if (filter.kind) query = query.where("leads.kind", "=", filter.kind);
  if (filter.source) query = query.where("leads.source", "=", filter.source);
  if (filter.from) query = query.where("leads.created_at", ">=", newYorkDayStart(filter.from).toISOString());
  // The end date is inclusive: everything before the next New York day begins.
  if (filter.to) query = query.where("leads.created_at", "<", newYorkDayStart(filter.to, 1).toISOString());
  if (filter.delivery) query = query.where("webhook_deliveries.status", "=", filter.delivery);
  if (filter.followUp) query = query.where("leads.follow_up", "=", filter.followUp);
  if (after) {
    const beyond = order === "desc" ? "<" : ">";
    query = query.where((eb) =>
      eb.or([
        eb("leads.created_at", beyond, after.createdAt),
        eb.and([eb("leads.created_at", "=", after.createdAt), eb("leads.id", beyond, after.id)]),
      ]),
    );
  }
  return query;
}

export class InboxCursorError extends Error {}

function encodeCursor(cursor: LeadKey) {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");
}

function decodeCursor(value: string): LeadKey {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      parsed.every((part) => typeof part === "string") &&
      !Number.isNaN(Date.parse(parsed[0]))
    ) {
      return { createdAt: new Date(parsed[0]).toISOString(), id: parsed[1] };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new InboxCursorError("not a cursor this inbox gave");
}

/** One page of the inbox, newest first; `after` is the previous page's `nextCursor`. */
export async function listLeads(db: Db, filter: LeadFilter, after?: string, limit = INBOX_PAGE_SIZE) {
  const rows = await filteredLeads(db, filter, "desc", after ? decodeCursor(after) : undefined)
    .limit(limit + 1)
    .execute();
  const more = rows.length > limit;
  const leads = more ? rows.slice(0, limit) : rows;
  const last = leads.at(-1);
  return { leads, nextCursor: more && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null };
}

/** One lead with its delivery, its attempts (newest first, the last 100) and its follow-up history (newest first). */
export async function leadDetail(db: Db, id: string) {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!lead) return undefined;
  const [delivery, attempts, followUps] = await Promise.all([
    db.selectFrom("webhook_deliveries").selectAll().where("lead_id", "=", id).executeTakeFirst(),
    db.selectFrom("webhook_attempts").selectAll().where("lead_id", "=", id).orderBy("at", "desc").orderBy("id").limit(100).execute(),
    db
      .selectFrom("lead_follow_ups")
      .select(["id", "at", "actor_email", "follow_up", "note"])
      .where("lead_id", "=", id)
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .execute(),
  ]);
  return { lead, delivery, attempts, followUps };
}

/**
 * Sets a lead's follow-up and keeps the change in its history with who made it; returns what
 * changed (for the audit log), or undefined if it is gone.
 */
export async function updateFollowUp(db: Db, id: string, change: { followUp: FollowUpStatus; note: string }, by: { email: string }) {
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("leads").select(["follow_up", "follow_up_note"]).where("id", "=", id).executeTakeFirst();
    if (!before) return undefined;
    const note = change.note === "" ? null : change.note;
    const changed = { status: before.follow_up !== change.followUp, note: (before.follow_up_note ?? null) !== note };
    if (changed.status || changed.note) {
      // Strictly after the lead's last step, so the history reads in order even for two saves in one millisecond.
      const last = await trx
        .selectFrom("lead_follow_ups")
        .select("at")
        .where("lead_id", "=", id)
        .orderBy("at", "desc")
        .limit(1)
        .executeTakeFirst();
      const at = new Date(Math.max(Date.now(), last ? new Date(last.at).getTime() + 1 : 0)).toISOString();
      await trx
        .updateTable("leads")
        .set({ follow_up: change.followUp, follow_up_note: note, follow_up_at: at })
        .where("id", "=", id)
        .execute();
      await trx
        .insertInto("lead_follow_ups")
        .values({ id: randomUUID(), lead_id: id, at, actor_email: by.email, follow_up: change.followUp, note })
        .execute();
    }
    return { ...changed, from: before.follow_up };
  });
}

export type WeeklySignups = { week: CalendarDate; counts: Record<LeadKind, number> };

/** Sign-ups per New York week (Monday to Sunday) by kind, oldest week first, the current one last. */
export async function signupsPerWeek(db: Db, now: Date, weeks = 12): Promise<WeeklySignups[]> {
  const thisWeek = newYorkWeekStart(now);
  const starts = Array.from({ length: weeks }, (_, index) => {
    const week = newYorkWeekStart(newYorkDayStart(thisWeek, -7 * (weeks - 1 - index)));
    return { week, from: newYorkDayStart(week).toISOString() };
  });
  // The week is worked out in SQL from the boundaries (a CASE both dialects read alike), so only
  // counts leave the database, however many sign-ups there were.
  const weekIndex = sql<number>`case ${sql.join(
    starts.map((start, index) => sql`when leads.created_at >= ${start.from} then ${sql.lit(index)}`).reverse(),
    sql` `,
  )} end`;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("leads")
        .select(["leads.kind", weekIndex.as("week")])
        .where("leads.created_at", ">=", starts[0].from)
        .as("dated"),
    )
    .select(["dated.kind", "dated.week", sql<number>`count(*)`.as("count")])
    .groupBy(["dated.kind", "dated.week"])
    .execute();
  const result = starts.map(({ week }) => ({
    week,
    counts: Object.fromEntries(leadKinds.map((kind) => [kind, 0])) as Record<LeadKind, number>,
  }));
  for (const row of rows) result[Number(row.week)].counts[row.kind] += Number(row.count);
  return result;
}

/**
 * Sign-ups nobody has contacted yet, by kind, the kind whose oldest has waited longest first.
 * Newsletter subscribers asked for the newsletter, not a call: they are counted and exported, never chased.
 */
export async function uncontactedByKind(db: Db): Promise<{ kind: LeadKind; count: number; oldestAt: string }[]> {
  const rows = await db
    .selectFrom("leads")
    .select(({ fn }) => ["kind", fn.countAll<string | number>().as("n"), fn.min("created_at").as("oldest")])
    .where("follow_up", "=", "new")
    .where("kind", "!=", "newsletter")
    .groupBy("kind")
    .orderBy("oldest")
    .orderBy("kind")
    .execute();
  return rows.map((row) => ({ kind: row.kind, count: Number(row.n), oldestAt: new Date(row.oldest).toISOString() }));
}

/** Sign-ups whose delivery to the webhook failed for good (the inbox retries them on request). */
export async function failedDeliveryCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom("webhook_deliveries")
    .select(({ fn }) => fn.countAll<string | number>().as("n"))
    .where("status", "=", "failed")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
