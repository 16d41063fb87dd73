// iCalendar files read back with a real parser (ical.js), as a calendar app would, so a test checks
// what a family's calendar shows rather than the text the site wrote.
import ICAL from "ical.js";

export type ParsedCalendarEvent = {
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  status: string | null;
  /** The instants the calendar places the event at. */
  start: Date;
  end: Date;
  /** The zone the times are given in ("America/New_York") and New York's clock then ("2026-07-11T18:00:00"). */
  zone: string;
  localStart: string;
};

export type ParsedCalendar = { name: string | null; version: string | null; prodid: string | null; events: ParsedCalendarEvent[] };

/** Parses an .ics file with ical.js, its time zones registered from its own VTIMEZONEs. */
export function parseCalendar(text: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const value = (component: InstanceType<typeof ICAL.Component>, name: string) => {
    const found = component.getFirstPropertyValue(name);
    return found === null || found === undefined ? null : String(found);
  };
  return {
    name: value(calendar, "x-wr-calname"),
    version: value(calendar, "version"),
    prodid: value(calendar, "prodid"),
    events: calendar.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description ?? null,
        location: event.location ?? null,
        url: value(vevent, "url"),
        status: value(vevent, "status"),
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        zone: event.startDate.zone?.tzid ?? "",
        localStart: event.startDate.toString(),
      };
    }),
  };
}

/** The lines of an .ics file that break RFC 5545's form: not ended by CRLF, or longer than 75 octets. */
export function malformedLines(text: string): string[] {
  if (!text.endsWith("\r\n")) return ["(no CRLF at the end)"];
  return text
    .slice(0, -2)
    .split("\r\n")
    .filter((line) => line.includes("\n") || line.includes("\r") || new TextEncoder().encode(line).length > 75);
}
