// The status of a dated item at a given moment, from its New York calendar days. Pure, so the
// pages' loaders and their tests read the calendar the same way. (What a card says in each status
// is lib/dated-items.ts, which pages run in the browser too.)
import type { CalendarDate, CalendarItem, DatedStatus, EventCard, Schedule } from "~/features/site/copy/types";
import { dayParts } from "~/features/events/copy/calendar.en";
import { zonedTimeToUtc } from "~/platform/zoned-time";
import { siteTimeZone } from "~/platform/time-zone";

/** The instant a New York day begins; `after` days later for the day that follows. */
function dayStart(date: CalendarDate, after = 0): number {
  const { year, month, day } = dayParts(date);
  return zonedTimeToUtc({ year, month, day: day + after, hour: 0, minute: 0 }, siteTimeZone).getTime();
}

export function statusOf(schedule: Schedule, now: Date): DatedStatus {
  const t = now.getTime();
  switch (schedule.kind) {
    case "coming-soon":
      return "coming-soon";
    case "weekly-drop":
      // Entries are taken every week up to Friday 5pm; the next deadline is always ahead.
      return "open";
    case "run":
      if (t < dayStart(schedule.starts)) return "upcoming";
      return t < dayStart(schedule.ends, 1) ? "open" : "past";
    case "contest":
      if (schedule.opens && t < dayStart(schedule.opens)) return "upcoming";
      if (t < dayStart(schedule.closes, 1)) return "open";
      return schedule.winnersAnnounced && t >= dayStart(schedule.winnersAnnounced) ? "past" : "closed";
  }
}

/** The statuses of a list of dated things, in order (null for those without a schedule). */
export function statusesAt(items: readonly (EventCard | CalendarItem)[], now: Date): (DatedStatus | null)[] {
  return items.map((item) => ("schedule" in item ? statusOf(item.schedule, now) : null));
}
