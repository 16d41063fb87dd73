// iCalendar (RFC 5545) text for events: one event's file or a whole feed. Written here rather than
// with a library: the site needs only VEVENTs in New York time, and the server bundle stays small.
// Times are New York wall-clock times with TZID and the zone's rules in a VTIMEZONE, so a calendar
// app shows 6:00 PM in New York whatever zone its owner is in, on both sides of a DST change.
import { siteTimeZone } from "~/platform/time-zone";
import { wallClockAt } from "~/platform/zoned-time";

/** One VEVENT, its texts already in the calendar's language. */
export type IcsEvent = {
  /** Stable across edits and feeds: the same event is the same entry in a subscriber's calendar. */
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** Instants, ISO strings in UTC. */
  startsAt: string;
  endsAt: string;
  /** When its information last changed (DTSTAMP and LAST-MODIFIED of a published calendar). */
  changedAt: string;
  cancelled?: boolean;
};

export type IcsCalendar = { name: string; description?: string; events: readonly IcsEvent[] };

const CRLF = "\r\n";
const PRODID = "-//WYP What's Your Passion//Events//EN";

/** America/New_York since 2007: EDT from the second Sunday of March, EST from the first Sunday of November. */
const newYorkZone = [
  "BEGIN:VTIMEZONE",
  `TZID:${siteTimeZone}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const two = (n: number) => String(n).padStart(2, "0");

/** "20261205T180000": New York's clocks at the instant, for a TZID property. */
export function newYorkLocalTime(iso: string): string {
  const c = wallClockAt(Date.parse(iso), siteTimeZone);
  return `${c.year}${two(c.month)}${two(c.day)}T${two(c.hour)}${two(c.minute)}${two(c.second)}`;
}

/** "20261205T230000Z": the instant in UTC, for DTSTAMP. */
export function utcTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A content line folded at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line starts with a space, which counts towards its 75.
    if (octets + size > 75) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

function eventLines(event: IcsEvent): string[] {
  const optional = (name: string, value: string | undefined) => (value ? [`${name}:${escapeText(value)}`] : []);
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcTime(event.changedAt)}`,
    `LAST-MODIFIED:${utcTime(event.changedAt)}`,
    `DTSTART;TZID=${siteTimeZone}:${newYorkLocalTime(event.startsAt)}`,
    `DTEND;TZID=${siteTimeZone}:${newYorkLocalTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...optional("DESCRIPTION", event.description),
    ...optional("LOCATION", event.location),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
  ];
}

/** The whole VCALENDAR: CRLF line endings, every line folded. */
export function icsText(calendar: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...(calendar.description ? [`X-WR-CALDESC:${escapeText(calendar.description)}`] : []),
    `X-WR-TIMEZONE:${siteTimeZone}`,
    ...newYorkZone,
    ...calendar.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
