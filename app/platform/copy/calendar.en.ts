// How calendar days ("2026-11-09") read on the site. Written out rather than asked of Intl:
// formatting a day this way costs nothing at page load, and a day has no time zone of its own,
// so it reads the same on the server, in the browser and in every visitor's zone.
import type { CalendarDate } from "~/platform/copy-types";

export const monthNames = {
  long: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
} as const;

export function dayParts(date: CalendarDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split("-").map(Number);
  return { year, month, day };
}

/** "November 9, 2026" (long) or "Nov 9, 2026" (short). */
export function dayText(date: CalendarDate, style: keyof typeof monthNames = "long"): string {
  const { year, month, day } = dayParts(date);
  return `${monthNames[style][month - 1]} ${day}, ${year}`;
}
