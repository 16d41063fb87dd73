// Calendar days in content ("2026-11-09") shown to people. A day has no time zone of its own, so
// it is formatted as the same day everywhere: the server, the browser and every visitor's zone.
import type { CalendarDate } from "~/content/types";

const formatters = {
  /** "November 9, 2026" */
  long: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" }),
  /** "Nov 9, 2026" */
  short: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" }),
};

export function partsOf(date: CalendarDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split("-").map(Number);
  return { year, month, day };
}

export function formatCalendarDate(date: CalendarDate, style: keyof typeof formatters = "long"): string {
  const { year, month, day } = partsOf(date);
  return formatters[style].format(Date.UTC(year, month - 1, day));
}
