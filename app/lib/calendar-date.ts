// Calendar days in content ("2026-11-09") shown to people. A day has no time zone of its own, so
// it reads as the same day on the server, in the browser and in every visitor's zone.
import { dateText } from "~/content/calendar";
import type { CalendarDate } from "~/content/types";

export function partsOf(date: CalendarDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split("-").map(Number);
  return { year, month, day };
}

/** "November 9, 2026" (long) or "Nov 9, 2026" (short). */
export function formatCalendarDate(date: CalendarDate, style: "long" | "short" = "long"): string {
  return dateText(partsOf(date), style);
}
