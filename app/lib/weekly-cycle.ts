// The Weekly Drop's cycle runs on New York wall-clock time (submissions close Friday 5pm,
// winner announced Monday), whatever the visitor's time zone. Intl gives us the zone's rules,
// so the deadlines stay right across daylight-saving changes without a time-zone library.
import type { CalendarDate } from "~/content/types";
import { weeklyDropSchedule } from "~/content/weekly-drop";
import { wallClockAt, zonedTimeToUtc } from "./zoned-time";

/** A weekly moment in wall-clock time. `weekday` follows Date#getDay (0 = Sunday). */
export type WeeklyMoment = { readonly weekday: number; readonly hour: number; readonly minute: number };

/** The first instant strictly after `now` at which `moment` happens in `timeZone`. */
export function nextWeeklyMoment(now: Date, moment: WeeklyMoment, timeZone: string): Date {
  const today = wallClockAt(now.getTime(), timeZone);
  // Calendar arithmetic on the wall-clock date; Date.UTC normalises day overflow into the next month.
  const todayWeekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const daysAhead = (moment.weekday - todayWeekday + 7) % 7;
  for (const extraWeeks of [0, 1]) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + daysAhead + 7 * extraWeeks));
    const candidate = zonedTimeToUtc(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour: moment.hour,
        minute: moment.minute,
      },
      timeZone,
    );
    if (candidate.getTime() > now.getTime()) return candidate;
  }
  throw new Error("unreachable: a weekly moment always happens within eight days");
}

/** When submissions for the current Weekly Drop close (Friday 5pm, New York time). */
export function nextSubmissionClose(now: Date): Date {
  return nextWeeklyMoment(now, weeklyDropSchedule.submissionDeadline, weeklyDropSchedule.timeZone);
}

/** When the next Weekly Drop winner is announced (Monday noon, New York time). */
export function nextWinnerAnnouncement(now: Date): Date {
  return nextWeeklyMoment(now, weeklyDropSchedule.announcement, weeklyDropSchedule.timeZone);
}

/** The New York day of the latest winner announcement at or before `now` (a Monday). */
export function latestWinnerAnnouncementDay(now: Date): CalendarDate {
  const next = wallClockAt(nextWinnerAnnouncement(now).getTime(), weeklyDropSchedule.timeZone);
  return new Date(Date.UTC(next.year, next.month - 1, next.day - 7)).toISOString().slice(0, 10) as CalendarDate;
}

export type WeeklyDeadline = "submission-close" | "winner-announcement";

export const nextDeadline: Record<WeeklyDeadline, (now: Date) => Date> = {
  "submission-close": nextSubmissionClose,
  "winner-announcement": nextWinnerAnnouncement,
};

let deadlineFormatter: Intl.DateTimeFormat | undefined;

/** "Friday, November 14 at 5:00 PM EST": the deadline as New York shows it, for every visitor. */
export function formatDeadline(deadline: Date): string {
  // Made on first use: building a time-zone formatter is slow enough to keep off page load.
  deadlineFormatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: weeklyDropSchedule.timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return deadlineFormatter.format(deadline);
}
