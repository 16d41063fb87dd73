// The Weekly Drop's cycle runs on New York wall-clock time (submissions close Friday 5pm,
// winner announced Monday), whatever the visitor's time zone. Intl gives us the zone's rules,
// so the deadlines stay right across daylight-saving changes without a time-zone library.
import type { CalendarDate } from "~/platform/copy-types";
import { siteTimeZone } from "~/platform/time-zone";
import { intlLocale, type Locale } from "~/platform/locale";
import { spanishDeadlineText } from "~/platform/spanish-dates";
import { wallClockAt, zonedTimeToUtc } from "~/platform/zoned-time";
import type { CountdownDeadline } from "./countdown";
/**
 * The weekly cycle in New York time. Weekdays follow Date#getDay (0 = Sunday ... 6 = Saturday).
 * The spec says only "winner announced Monday"; noon is our choice for the countdown's target.
 */
export const weeklyDropSchedule = {
  timeZone: siteTimeZone,
  submissionDeadline: { weekday: 5, hour: 17, minute: 0 },
  voting: { fromWeekday: 6, toWeekday: 0 },
  announcement: { weekday: 1, hour: 12, minute: 0 },
} as const;

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

/**
 * A week of the contest, named by the Monday its winner is announced (a New York calendar day,
 * "2026-11-30"). Its submissions close the Friday before at 5 pm, its voting runs Saturday 00:00
 * to Sunday 23:59, and its winner is announced that Monday at noon.
 */
export type WeeklyDropWeek = CalendarDate;

/** The instants that bound a contest week, each at New York wall-clock time (daylight saving included). */
export type WeekTimes = {
  readonly week: WeeklyDropWeek;
  /** When the week before closed its submissions: entries from here on enter this week. */
  readonly submissionsOpen: Date;
  readonly submissionsClose: Date;
  readonly votingOpens: Date;
  /** The first instant after voting (Monday 00:00): a vote at or after it is refused. */
  readonly votingCloses: Date;
  readonly announcement: Date;
};

/** The calendar day `days` after `day` ("2026-11-30" + -3 = "2026-11-27"). */
export function addDays(day: CalendarDate, days: number): CalendarDate {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10) as CalendarDate;
}

/** The instant New York's clocks read `hour:minute` on the day `days` after `day`. */
function newYorkTime(day: CalendarDate, days: number, hour: number, minute: number): Date {
  const [year, month, date] = addDays(day, days).split("-").map(Number);
  return zonedTimeToUtc({ year, month, day: date, hour, minute }, weeklyDropSchedule.timeZone);
}

/** Days from `weekday` back to the announcement's weekday, within one week. */
const daysBeforeAnnouncement = (weekday: number) => -((weeklyDropSchedule.announcement.weekday - weekday + 7) % 7);

export function weekTimes(week: WeeklyDropWeek): WeekTimes {
  const { submissionDeadline: deadline, voting, announcement } = weeklyDropSchedule;
  const closeDay = daysBeforeAnnouncement(deadline.weekday);
  return {
    week,
    submissionsOpen: newYorkTime(week, closeDay - 7, deadline.hour, deadline.minute),
    submissionsClose: newYorkTime(week, closeDay, deadline.hour, deadline.minute),
    votingOpens: newYorkTime(week, daysBeforeAnnouncement(voting.fromWeekday), 0, 0),
    votingCloses: newYorkTime(week, daysBeforeAnnouncement((voting.toWeekday + 1) % 7), 0, 0),
    announcement: newYorkTime(week, 0, announcement.hour, announcement.minute),
  };
}

/** The New York calendar day of an instant. */
function newYorkDay(at: Date): CalendarDate {
  const { year, month, day } = wallClockAt(at.getTime(), weeklyDropSchedule.timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}` as CalendarDate;
}

/** The week an entry submitted at `now` enters: the one whose submissions close next. */
export function submissionWeekAt(now: Date): WeeklyDropWeek {
  return addDays(newYorkDay(nextSubmissionClose(now)), -daysBeforeAnnouncement(weeklyDropSchedule.submissionDeadline.weekday));
}

/**
 * Where the contest stands at `now`, for the week whose announcement comes next:
 * - "submissions": its entries are still coming in (until Friday 5 pm);
 * - "closed": submissions closed, voting not yet open (Friday 5 pm to Saturday 00:00);
 * - "voting": Saturday 00:00 to Sunday 23:59;
 * - "counting": voting over, the winner is announced at noon (Monday 00:00 to 12:00).
 */
export type WeeklyDropPhase = { readonly phase: "submissions" | "closed" | "voting" | "counting"; readonly times: WeekTimes };

export function weeklyDropPhaseAt(now: Date): WeeklyDropPhase {
  const times = weekTimes(newYorkDay(nextWinnerAnnouncement(now)));
  const t = now.getTime();
  const phase =
    t >= times.votingCloses.getTime()
      ? "counting"
      : t >= times.votingOpens.getTime()
        ? "voting"
        : t >= times.submissionsClose.getTime()
          ? "closed"
          : "submissions";
  return { phase, times };
}

/** The latest week whose winner was due at or before `now` (its announcement Monday). */
export function lastAnnouncedWeekAt(now: Date): WeeklyDropWeek {
  return latestWinnerAnnouncementDay(now);
}

/** When voting next opens (Saturday 00:00, New York time). */
export function nextVotingOpen(now: Date): Date {
  const { voting, timeZone } = weeklyDropSchedule;
  return nextWeeklyMoment(now, { weekday: voting.fromWeekday, hour: 0, minute: 0 }, timeZone);
}

/** When voting next closes: the first instant after it (Monday 00:00, New York time). */
export function nextVotingClose(now: Date): Date {
  const { voting, timeZone } = weeklyDropSchedule;
  return nextWeeklyMoment(now, { weekday: (voting.toWeekday + 1) % 7, hour: 0, minute: 0 }, timeZone);
}

/** What a countdown counts to; the page's loader works out the instant (countdownDeadline). */
export type WeeklyDeadline = "submission-close" | "voting-open" | "voting-close" | "winner-announcement";

export const nextDeadline: Record<WeeklyDeadline, (now: Date) => Date> = {
  "submission-close": nextSubmissionClose,
  "voting-open": nextVotingOpen,
  "voting-close": nextVotingClose,
  "winner-announcement": nextWinnerAnnouncement,
};

const deadlineOfPhase: Record<WeeklyDropPhase["phase"], WeeklyDeadline> = {
  submissions: "submission-close",
  closed: "voting-open",
  voting: "voting-close",
  counting: "winner-announcement",
};

/** What /art/weekly-prize counts to at `now`: the end of the phase the contest is in. */
export function countdownAt(now: Date): WeeklyDeadline {
  return deadlineOfPhase[weeklyDropPhaseAt(now).phase];
}

const deadlineFormatters: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/**
 * The deadline as New York shows it, for every visitor, in the page's language: "Friday,
 * November 14 at 5:00 PM EST" (Intl's words and order), "viernes 14 de noviembre a las 5:00 p. m.
 * (hora del Este)" (as the Spanish copy says a time).
 */
export function formatDeadline(deadline: Date, locale: Locale): string {
  // Made on first use: building a time-zone formatter is slow enough to keep off page load.
  const formatter = (deadlineFormatters[locale] ??= new Intl.DateTimeFormat(intlLocale[locale], {
    timeZone: weeklyDropSchedule.timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }));
  return locale === "es" ? spanishDeadlineText(formatter, deadline) : formatter.format(deadline);
}

/** The next deadline of this kind after `now`, as a page's countdown shows it. */
export function countdownDeadline(kind: WeeklyDeadline, now: Date, locale: Locale): CountdownDeadline {
  const deadline = nextDeadline[kind](now);
  return { at: deadline.getTime(), text: formatDeadline(deadline, locale) };
}
