// An event as a calendar entry, in the page's language: the same entry for its .ics file, the
// feeds, and the Google Calendar and Outlook links beside it on the page.
import { addToCalendar } from "~/features/events/copy/add-to-calendar";
import { eventLinkLabel } from "~/features/events/copy/event-card";
import { eventTextsIn, type ProgrammeEvent } from "~/features/events/events";
import type { IcsEvent } from "~/features/events/ics";
import { localePath, type Locale } from "~/platform/locale";
import { siteTimeZone } from "~/platform/time-zone";

/** How long an event staff gave no end lasts in a calendar: an hour, as calendar apps assume. */
export const UNTIMED_LENGTH_MS = 60 * 60 * 1000;

/** What an event says in a calendar, whichever way it gets there (the .ics adds its UID and page). */
export type CalendarEntry = Pick<IcsEvent, "summary" | "description" | "location" | "startsAt" | "endsAt">;

/** When an event ends in a calendar: its end, or an hour after its start. */
export function calendarEnd(event: { startsAt: string; endsAt: string | null }): string {
  return event.endsAt ?? new Date(Date.parse(event.startsAt) + UNTIMED_LENGTH_MS).toISOString();
}

/** A dated event as a calendar entry in `locale`; null without a date. */
export function calendarEntryOf(event: ProgrammeEvent, locale: Locale): CalendarEntry | null {
  if (!event.startsAt) return null;
  const { title, description } = eventTextsIn(event, locale);
  const details = event.link ? `${eventLinkLabel[locale]}: ${event.link}` : null;
  return {
    summary: title,
    description: [description, details].filter(Boolean).join("\n\n") || undefined,
    location: [event.place, event.borough].filter(Boolean).join(", ") || undefined,
    startsAt: event.startsAt,
    endsAt: calendarEnd({ startsAt: event.startsAt, endsAt: event.endsAt }),
  };
}

/** The address of one event's .ics file, in `locale` ("/events/<id>.ics", "/es/events/<id>.ics"). */
export function eventIcsPath(id: string, locale: Locale): string {
  return localePath(locale, `/events/${encodeURIComponent(id)}.ics`);
}

/** "20261205T230000Z" for Google's `dates`. */
const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Google Calendar's form for a new event, filled in (times in UTC; `ctz` shows them in New York time). */
export function googleCalendarUrl(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: entry.summary,
    dates: `${compactUtc(entry.startsAt)}/${compactUtc(entry.endsAt)}`,
    ctz: siteTimeZone,
    ...(entry.description && { details: entry.description }),
    ...(entry.location && { location: entry.location }),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** Outlook on the web's form for a new event, filled in (times in UTC, ISO 8601). */
export function outlookCalendarUrl(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: entry.summary,
    startdt: new Date(entry.startsAt).toISOString(),
    enddt: new Date(entry.endsAt).toISOString(),
    ...(entry.description && { body: entry.description }),
    ...(entry.location && { location: entry.location }),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`;
}

type CalendarLink = { href: string; label: string };

/**
 * The three links beside a dated event on its page, with their words: worked out by the loader, so
 * the page's JavaScript carries no copy of them (the budget is nearly full).
 */
export type AddToCalendarLinks = { heading: string; ics: CalendarLink; google: CalendarLink; outlook: CalendarLink };

/** An event's Add to calendar links in `locale`; undefined without a date. */
export function addToCalendarLinks(event: ProgrammeEvent, locale: Locale): AddToCalendarLinks | undefined {
  const entry = calendarEntryOf(event, locale);
  if (!entry) return undefined;
  const words = addToCalendar[locale];
  return {
    heading: words.heading,
    ics: { href: eventIcsPath(event.id, locale), label: words.ics },
    google: { href: googleCalendarUrl(entry), label: words.google },
    outlook: { href: outlookCalendarUrl(entry), label: words.outlook },
  };
}
