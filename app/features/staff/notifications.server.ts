// What staff are told by email (issue 30): each new sign-up and contest entry, once, to every
// member who asked for an email per item, and a daily digest at 8 am New York to those who asked
// for one. Runs beside the requests, never in them: a sign-up is stored first and announced by the
// next pass. A row is marked when its mail is queued, in the same transaction, so each item is
// announced once whatever the number of instances. Only first names and last initials leave.
import { leadKindLabels, leadSourceLabels } from "~/features/leads/copy/staff-leads";
import { staffMail } from "~/features/staff/copy/staff-mail";
import { weeklyDropWeekName } from "~/features/weekly-drop/copy/staff-weeks";
import type { Db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { errorSummary, logger as defaultLogger } from "~/platform/logger.server";
import { type Mail, queueMail } from "~/platform/mail.server";
import { runPeriodically } from "~/platform/periodic.server";
import { cannotBecomeLink } from "~/platform/person-name";
import { siteTimeZone } from "~/platform/time-zone";
import { wallClockAt, zonedTimeToUtc } from "~/platform/zoned-time";
import type { CalendarDate } from "~/platform/copy-types";
import type { LeadKind, StaffNotify } from "../../../db/schema";
import { NOTIFY_SETTINGS_PATH } from "~/platform/console-links";

/** Items older than this when first seen (email was off, or the site was down) are marked without mail. */
const FRESH_MS = 24 * 60 * 60_000;
const BATCH = 200;
/** The digest goes out at this New York hour. */
export const DIGEST_HOUR = 8;
const DIGEST_LINES = 30;

/**
 * "Maya R.": what a mail may say of a person. A visitor typed it, so a first name a mail program
 * could make a link of (an address in a row stored before names were checked) is left out, and
 * the mail says only what arrived.
 */
const shortName = (first: string | null, last: string | null) => {
  const given = first?.trim();
  if (!given || !cannotBecomeLink(given)) return "";
  const initial = last?.trim().charAt(0);
  return initial ? `${given} ${initial.toUpperCase()}.` : given;
};

const leadWhat = (kind: string) => leadKindLabels[kind as LeadKind] ?? kind;
const leadWhere = (source: string) => {
  const label = leadSourceLabels[source as keyof typeof leadSourceLabels];
  return label ? `${label.toLowerCase()} page` : "";
};

/** Queues a mail per member who wants one per item for every sign-up and entry not announced yet. Returns how many items were announced. */
export async function announceNewItems(db: Db, now = new Date(), siteUrl = getEnv().SITE_URL): Promise<number> {
  const nowIso = now.toISOString();
  const freshSince = new Date(now.getTime() - FRESH_MS).toISOString();
  const settings = `${siteUrl}${NOTIFY_SETTINGS_PATH}`;
  return db.transaction().execute(async (trx) => {
    const leads = await trx
      .updateTable("leads")
      .set({ staff_notified_at: nowIso })
      .where("id", "in", (q) =>
        q.selectFrom("leads").select("id").where("staff_notified_at", "is", null).orderBy("created_at").limit(BATCH),
      )
      .where("staff_notified_at", "is", null)
      .returning(["id", "kind", "source", "first_name", "last_name", "created_at"])
      .execute();
    const entries = await trx
      .updateTable("drop_entries")
      .set({ staff_notified_at: nowIso })
      .where("id", "in", (q) =>
        q.selectFrom("drop_entries").select("id").where("staff_notified_at", "is", null).orderBy("created_at").limit(BATCH),
      )
      .where("staff_notified_at", "is", null)
      .returning(["id", "week", "first_name", "last_initial", "created_at"])
      .execute();
    if (leads.length === 0 && entries.length === 0) return 0;
    const recipients = await trx
      .selectFrom("staff_users")
      .select("email")
      .where("notify", "=", "each")
      .where("disabled_at", "is", null)
      .where("password_hash", "is not", null)
      .execute();
    const fresh = (at: unknown) => new Date(String(at)).toISOString() >= freshSince;
    const messages = [
      ...leads
        .filter((lead) => fresh(lead.created_at))
        .map((lead) =>
          staffMail.newLead(
            lead.kind as LeadKind,
            shortName(lead.first_name, lead.last_name),
            leadWhere(lead.source),
            `${siteUrl}/staff/leads/${lead.id}`,
            settings,
          ),
        ),
      ...entries
        .filter((entry) => fresh(entry.created_at))
        .map((entry) =>
          staffMail.newEntry(
            shortName(entry.first_name, entry.last_initial),
            `the ${weeklyDropWeekName(entry.week as CalendarDate)}`,
            `${siteUrl}/staff/weekly-drop/entries/${entry.id}`,
            settings,
          ),
        ),
    ];
    const mails: Mail[] = recipients.flatMap(({ email }) => messages.map((message) => ({ to: email, ...message })));
    await queueMail(trx, mails, now);
    return leads.length + entries.length;
  });
}

/** The latest digest time (8 am New York) at or before `now`. */
export function lastDigestTime(now: Date): Date {
  const wall = wallClockAt(now.getTime(), siteTimeZone);
  const today = zonedTimeToUtc({ year: wall.year, month: wall.month, day: wall.day, hour: DIGEST_HOUR, minute: 0 }, siteTimeZone);
  if (today <= now) return today;
  const yesterday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - 1));
  return zonedTimeToUtc(
    { year: yesterday.getUTCFullYear(), month: yesterday.getUTCMonth() + 1, day: yesterday.getUTCDate(), hour: DIGEST_HOUR, minute: 0 },
    siteTimeZone,
  );
}

/** Queues each digest member's mail for what arrived since their last one, once per day. Returns how many were queued. */
export async function queueDigests(db: Db, now = new Date(), siteUrl = getEnv().SITE_URL): Promise<number> {
  const due = lastDigestTime(now).toISOString();
  const members = await db
    .selectFrom("staff_users")
    .select(["id", "email", "digest_sent_at", "created_at"])
    .where("notify", "=", "digest")
    .where("disabled_at", "is", null)
    .where("password_hash", "is not", null)
    .where((eb) => eb.or([eb("digest_sent_at", "is", null), eb("digest_sent_at", "<", due)]))
    .execute();
  let queued = 0;
  for (const member of members) {
    const since = new Date(String(member.digest_sent_at ?? member.created_at)).toISOString();
    await db.transaction().execute(async (trx) => {
      // Only the instance that moves the mark sends the digest.
      const moved = await trx
        .updateTable("staff_users")
        .set({ digest_sent_at: due })
        .where("id", "=", member.id)
        .where((eb) => eb.or([eb("digest_sent_at", "is", null), eb("digest_sent_at", "<", due)]))
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return;
      const leads = await trx
        .selectFrom("leads")
        .select(["id", "kind", "first_name", "last_name"])
        .where("created_at", ">", since)
        .where("created_at", "<=", due)
        .orderBy("created_at")
        .execute();
      const entries = await trx
        .selectFrom("drop_entries")
        .select(["id", "first_name", "last_initial"])
        .where("created_at", ">", since)
        .where("created_at", "<=", due)
        .orderBy("created_at")
        .execute();
      const lines = [
        ...leads.map((lead) =>
          staffMail.digestLead(leadWhat(lead.kind), shortName(lead.first_name, lead.last_name), `${siteUrl}/staff/leads/${lead.id}`),
        ),
        ...entries.map((entry) =>
          staffMail.digestEntry(shortName(entry.first_name, entry.last_initial), `${siteUrl}/staff/weekly-drop/entries/${entry.id}`),
        ),
      ];
      if (lines.length === 0) return;
      const message = staffMail.digest(
        lines.length,
        lines.slice(0, DIGEST_LINES),
        lines.length - DIGEST_LINES,
        `${siteUrl}/staff`,
        `${siteUrl}${NOTIFY_SETTINGS_PATH}`,
      );
      await queueMail(trx, [{ to: member.email, ...message }], now);
      queued++;
    });
  }
  return queued;
}

export async function notifySettingOf(db: Db, userId: string): Promise<StaffNotify> {
  const row = await db.selectFrom("staff_users").select("notify").where("id", "=", userId).executeTakeFirst();
  return row?.notify ?? "off";
}

/** A member's choice; a digest starts from now, not from the day the account was made. */
export async function setNotifySetting(db: Db, userId: string, notify: StaffNotify, now = new Date()) {
  await db
    .updateTable("staff_users")
    .set({ notify, updated_at: now.toISOString(), ...(notify === "digest" ? { digest_sent_at: now.toISOString() } : {}) })
    .where("id", "=", userId)
    .execute();
}

/** Announces new items and queues due digests now and every `pollMs`, waking the mail worker when it queued something. */
export function startStaffNotifications(db: Db, pollMs: number, wakeMail: () => void, log = defaultLogger) {
  return runPeriodically(
    pollMs,
    async () => {
      const announced = await announceNewItems(db);
      const digests = await queueDigests(db);
      if (announced || digests) wakeMail();
    },
    (error) => log.error({ err: errorSummary(error) }, "staff notifications failed; trying again"),
  );
}
