// How the console names a contest week: by the Monday it opened for entries ("the week of Nov 23,
// 2026"), as a coordinator thinks of it, not by the Monday its winner is announced (the key the
// database stores). One function, so the queue, an entry, the results, the home page and staff mail agree.
// Through the pair, not calendar.en.ts alone: the days of both languages then make one chunk
// with it on every page that shows a day (issue 33: a module is a request of its own).
import { dayText as dayTexts } from "~/platform/copy/calendar";
const dayText = dayTexts.en;
import type { CalendarDate } from "~/platform/copy-types";

/** "week of Nov 23, 2026" for the week whose winner is announced on `announcementMonday` (Nov 30). */
export function weeklyDropWeekName(announcementMonday: CalendarDate): string {
  const opened = new Date(`${announcementMonday}T12:00:00Z`);
  opened.setUTCDate(opened.getUTCDate() - 7);
  return `week of ${dayText(opened.toISOString().slice(0, 10) as CalendarDate, "short")}`;
}

/** The same, to start a sentence or a heading: "Week of Nov 23, 2026". */
export function weeklyDropWeekTitle(announcementMonday: CalendarDate): string {
  return `W${weeklyDropWeekName(announcementMonday).slice(1)}`;
}
