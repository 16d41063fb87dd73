// The console shows and takes dates in New York time, whatever the staff member's device says:
// a sign-up "on Monday" is Monday in the city where the programmes run. Stored times stay UTC.
import type { CalendarDate } from "~/platform/copy-types";
import { siteTimeZone } from "~/platform/time-zone";
import { wallClockAt, zonedIsoAt, zonedTimeToUtc } from "~/platform/zoned-time";

/** The New York calendar day of an instant, as YYYY-MM-DD. */
export function newYorkDate(instant: Date): CalendarDate {
  const clock = wallClockAt(instant.getTime(), siteTimeZone);
  return isoDate(clock.year, clock.month, clock.day);
}

/** The instant a New York calendar day begins, `plusDays` later (daylight-saving safe). */
export function newYorkDayStart(date: CalendarDate, plusDays = 0): Date {
  const [year, month, day] = date.split("-").map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day + plusDays));
  return zonedTimeToUtc(
    { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate(), hour: 0, minute: 0 },
    siteTimeZone,
  );
}

/** The Monday that starts the New York week of an instant. */
export function newYorkWeekStart(instant: Date): CalendarDate {
  const today = newYorkDate(instant);
  const [year, month, day] = today.split("-").map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const monday = new Date(Date.UTC(year, month - 1, day - ((weekday + 6) % 7)));
  return isoDate(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate());
}

/** A real calendar day written YYYY-MM-DD (what a date input sends). */
export function isCalendarDate(value: string): value is CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "2026-11-25T10:00:00-05:00": a stored time in New York, ISO 8601 with the offset (for exports). */
function newYorkIso(stored: string | Date): string {
  return zonedIsoAt(new Date(stored).getTime(), siteTimeZone);
}

/** "2026-11-25 10:00": a stored time in New York as a spreadsheet reads a date and time (for exports). */
export function newYorkSpreadsheetTime(stored: string | Date): string {
  return newYorkIso(stored).slice(0, 16).replace("T", " ");
}

let timeFormatter: Intl.DateTimeFormat | undefined;
let dayFormatter: Intl.DateTimeFormat | undefined;

/** "Nov 22, 2026, 4:53 PM EST": a stored time as New York reads it. */
export function formatStaffTime(iso: string): string {
  timeFormatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: siteTimeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return timeFormatter.format(new Date(iso));
}

/** "Nov 16": a calendar day, short, for chart labels. */
export function formatStaffDay(date: CalendarDate): string {
  dayFormatter ??= new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
  return dayFormatter.format(new Date(`${date}T00:00:00Z`));
}

function isoDate(year: number, month: number, day: number): CalendarDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}` as CalendarDate;
}
