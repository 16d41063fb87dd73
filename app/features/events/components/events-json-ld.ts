// Event JSON-LD for the events a programme page lists, in the page's language, from its loader's data.
import { type EventCalendarLine, eventWhereAndCost, type ProgrammeEvent } from "~/features/events/events";
import { eventJsonLd } from "~/ui/page/page-meta";

/**
 * One schema.org Event per calendar event: its dates and place once they are set. `about` names the
 * programme in a description for an event staff gave none ("WYP SPORT (her game, her rules): …").
 */
export function calendarEventsJsonLd(calendar: readonly { event: ProgrammeEvent; line: EventCalendarLine }[], about: string) {
  return calendar.map(({ event, line }) =>
    eventJsonLd({
      name: line.title,
      // The line's detail is the event's date, or that it has none yet.
      description: line.description ?? `${about}: ${line.title}. ${line.detail}.`,
      startDate: event.startsAt ?? undefined,
      endDate: event.endsAt ?? undefined,
      location: eventWhereAndCost({ ...event, cost: null }),
      url: event.link ?? undefined,
    }),
  );
}
