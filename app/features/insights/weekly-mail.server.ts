// The weekly insights email (issue 45, row 8): on Monday from 8 am New York, last week's figures
// to each member who asked for it (a choice on their email page). Its pass runs beside staff mail
// (host.server.ts), when the site has email; a row per week, inserted in the transaction that queues the mails,
// so the week is sent once whatever the number of instances.
import type { Db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { errorSummary, logger as defaultLogger } from "~/platform/logger.server";
import { queueMail } from "~/platform/mail.server";
import { runPeriodically } from "~/platform/periodic.server";
import { siteTimeZone } from "~/platform/time-zone";
import { zonedTimeToUtc } from "~/platform/zoned-time";
import type { CalendarDate } from "~/platform/copy-types";
import { newYorkDate } from "~/platform/console-time";
import { NOTIFY_SETTINGS_PATH } from "~/platform/console-links";
import { addDays } from "~/features/weekly-drop/cycle";
import type { DayRange } from "./insights";
import { insightsReport } from "./report.server";
import { weeklyInsightsMail } from "./weekly-mail-text";

/** The email goes out from this New York hour on Mondays. */
export const WEEKLY_HOUR = 8;

/** The Monday 8 am New York at or before `now`, and the week before it (Monday to Sunday) that its email reports. */
export function lastWeeklyTime(now: Date): { due: Date; week: DayRange } {
  const today = newYorkDate(now) as CalendarDate;
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  let monday = addDays(today, -((weekday + 6) % 7));
  const at = (day: CalendarDate) => {
    const [year, month, date] = day.split("-").map(Number);
    return zonedTimeToUtc({ year: year!, month: month!, day: date!, hour: WEEKLY_HOUR, minute: 0 }, siteTimeZone);
  };
  if (at(monday) > now) monday = addDays(monday, -7);
  return { due: at(monday), week: { from: addDays(monday, -7), to: addDays(monday, -1) } };
}

/** Whether the member asked for the weekly insights email. */
export async function weeklyInsightsOf(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom("staff_users").select("insights_weekly").where("id", "=", userId).executeTakeFirst();
  return Number(row?.insights_weekly ?? 0) === 1;
}

export async function setWeeklyInsights(db: Db, userId: string, wanted: boolean, now = new Date()) {
  await db
    .updateTable("staff_users")
    .set({ insights_weekly: wanted ? 1 : 0, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .execute();
}

/**
 * Queues last week's email to every active member who asked for it, once per week: the week's row
 * is inserted first in the transaction, and an instance that finds it there sends nothing. Returns
 * how many mails were queued.
 */
export async function queueWeeklyInsights(db: Db, now = new Date(), siteUrl = getEnv().SITE_URL): Promise<number> {
  const { week } = lastWeeklyTime(now);
  const members = await db
    .selectFrom("staff_users")
    .select("email")
    .where("insights_weekly", "=", 1)
    .where("disabled_at", "is", null)
    .where("password_hash", "is not", null)
    .orderBy("email")
    .execute();
  if (members.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .insertInto("insight_weekly_mail")
      .values({ week: week.from, queued_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("week").doNothing())
      .returning("week")
      .execute();
    if (taken.length === 0) return 0;
    const before = { from: addDays(week.from as CalendarDate, -7), to: addDays(week.from as CalendarDate, -1) };
    const [figures, previous] = [await insightsReport(trx, week), await insightsReport(trx, before)];
    const message = weeklyInsightsMail(figures, previous, {
      page: `${siteUrl}/staff/insights?from=${week.from}&to=${week.to}`,
      settings: `${siteUrl}${NOTIFY_SETTINGS_PATH}`,
    });
    await queueMail(
      trx,
      members.map(({ email }) => ({ to: email, ...message })),
      now,
    );
    return members.length;
  });
}

/** Queues the week's email when due, now and every `pollMs`, waking the mail worker when it queued some. */
export function startWeeklyInsights(db: Db, pollMs: number, wakeMail: () => void, log = defaultLogger) {
  return runPeriodically(
    pollMs,
    async () => {
      if (await queueWeeklyInsights(db)) wakeMail();
    },
    (error) => log.error({ err: errorSummary(error) }, "the weekly insights email could not be queued; trying again"),
  );
}
