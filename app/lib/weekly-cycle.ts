// The Weekly Drop's cycle runs on New York wall-clock time (submissions close Friday 5pm,
// winner announced Monday), whatever the visitor's time zone. Intl gives us the zone's rules,
// so the deadlines stay right across daylight-saving changes without a time-zone library.
import type { CalendarDate } from "~/content/types";
import { weeklyDropSchedule } from "~/content/weekly-drop";

/** A weekly moment in wall-clock time. `weekday` follows Date#getDay (0 = Sunday). */
export type WeeklyMoment = { readonly weekday: number; readonly hour: number; readonly minute: number };

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string) {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading in `timeZone` at the instant `ms`. */
export function wallClockAt(ms: number, timeZone: string): WallClock {
  const reading: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(ms)) {
    if (part.type !== "literal") reading[part.type] = Number(part.value);
  }
  return {
    year: reading.year,
    month: reading.month,
    day: reading.day,
    hour: reading.hour,
    minute: reading.minute,
    second: reading.second,
  };
}

/** How far `timeZone` is ahead of UTC at the instant `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const c = wallClockAt(ms, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant at which the clocks in `timeZone` show the given date and time. The offset is
 * re-checked at the answer because the guess may sit on the other side of a clock change.
 */
export function zonedTimeToUtc(date: { year: number; month: number; day: number; hour: number; minute: number }, timeZone: string): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, date.hour, date.minute);
  const firstGuess = asUtc - offsetAt(asUtc, timeZone);
  const secondGuess = asUtc - offsetAt(firstGuess, timeZone);
  return new Date(secondGuess);
}

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
