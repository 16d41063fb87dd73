// Events staff post from the console, as the site reads them: how an event's time reads, which
// events show and in which status, in the page's language. No form schema here (event-form.ts):
// the public pages' loaders and meta import this module, and their browser code must not carry Zod.
import type { EventCardStatus } from "~/features/events/copy/event-card.en";
import type { EventProgramme } from "~/features/events/copy/staff-events";
import type { NycBorough } from "~/platform/boroughs";
import { intlLocale, type Locale } from "~/platform/locale";
import { spanishDateText } from "~/platform/spanish-dates";
import { wallClockAt, zonedTimeToUtc } from "~/platform/zoned-time";
import { siteTimeZone } from "~/platform/time-zone";

/** An event as the pages and the console read it (instants are ISO strings in UTC). */
export type ProgrammeEvent = {
  id: string;
  title: string;
  programme: EventProgramme;
  startsAt: string | null;
  endsAt: string | null;
  place: string | null;
  borough: NycBorough | null;
  cost: string | null;
  /** The cost on the Spanish page ("Gratis"); null: it shows the English one. */
  costEs: string | null;
  link: string | null;
  description: string | null;
  /** The Spanish page's texts; null: it shows the English ones. */
  titleEs: string | null;
  descriptionEs: string | null;
  /** Shown under Current Events on its programme's page. */
  featured: boolean;
  published: boolean;
};

/**
 * The instant an event leaves the site: its end, or without one the end of its New York day.
 * Null for an event without a date, which stays until it gets one.
 */
export function eventOverAt(event: Pick<ProgrammeEvent, "startsAt" | "endsAt">): number | null {
  if (!event.startsAt) return null;
  if (event.endsAt) return Date.parse(event.endsAt);
  const c = wallClockAt(Date.parse(event.startsAt), siteTimeZone);
  return zonedTimeToUtc({ year: c.year, month: c.month, day: c.day + 1, hour: 0, minute: 0 }, siteTimeZone).getTime();
}

export function isOver(event: Pick<ProgrammeEvent, "startsAt" | "endsAt">, now: Date): boolean {
  const over = eventOverAt(event);
  return over !== null && now.getTime() >= over;
}

/** What the site shows at `now`: published events not yet over, dated ones soonest first, then those without a date. */
export function eventsShowingAt(events: readonly ProgrammeEvent[], now: Date): ProgrammeEvent[] {
  return events
    .filter((event) => event.published && !isOver(event, now))
    .sort((a, b) =>
      a.startsAt === b.startsAt ? 0 : a.startsAt === null ? 1 : b.startsAt === null ? -1 : a.startsAt < b.startsAt ? -1 : 1,
    );
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function nyFormat(iso: string, options: Intl.DateTimeFormatOptions, locale: Locale) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale[locale], { timeZone: siteTimeZone, ...options });
    formatters.set(key, formatter);
  }
  return locale === "es" ? spanishDateText(formatter, Date.parse(iso)) : formatter.format(Date.parse(iso));
}

function nyDay(iso: string) {
  const c = wallClockAt(Date.parse(iso), siteTimeZone);
  return `${c.year}-${c.month}-${c.day}`;
}

const dayOptions = { weekday: "short", month: "short", day: "numeric" } as const;
const timeOptions = { hour: "numeric", minute: "2-digit" } as const;

/**
 * When an event is, as New York reads it, in the page's language: "Sat, Dec 5, 2:00 PM", "Sat,
 * Dec 5, 2:00 PM – 4:00 PM", or "Sat, Nov 7 – Sun, Dec 13" over several days ("sáb., 5 de dic.,
 * 2:00 p. m." in Spanish). Null without a date. Worked out on the server, so the page reads the
 * same in every visitor's zone (and whichever ICU the browser has).
 */
export function eventWhen(event: Pick<ProgrammeEvent, "startsAt" | "endsAt">, locale: Locale = "en"): string | null {
  if (!event.startsAt) return null;
  const format = (iso: string, options: Intl.DateTimeFormatOptions) => nyFormat(iso, options, locale);
  const start = `${format(event.startsAt, dayOptions)}, ${format(event.startsAt, timeOptions)}`;
  if (!event.endsAt) return start;
  if (nyDay(event.startsAt) === nyDay(event.endsAt)) return `${start} \u2013 ${format(event.endsAt, timeOptions)}`;
  // An end at midnight is the end of the day before: the last day shown is that one.
  const lastDay = new Date(Date.parse(event.endsAt) - 1).toISOString();
  if (nyDay(event.startsAt) === nyDay(lastDay)) return start;
  return `${format(event.startsAt, dayOptions)} \u2013 ${format(lastDay, dayOptions)}`;
}

/** "Rucker Park, Harlem, Manhattan · Free": where and how much, for one line. */
export function eventWhereAndCost(event: Pick<ProgrammeEvent, "place" | "borough" | "cost">): string | undefined {
  const where = [event.place, event.borough].filter(Boolean).join(", ");
  const line = [where, event.cost].filter(Boolean).join(" \u00b7 ");
  return line || undefined;
}

/** One line of a page's Events Calendar for an event. */
export type EventCalendarLine = { key: string; title: string; note?: string; detail: string; description?: string; href?: string };

/**
 * An event as a line of a page's Events Calendar, its date in `locale`; `undated` is what the line
 * says without a date. What staff typed (title, place, cost, description) is shown as they wrote it,
 * the title and description in Spanish on the Spanish page where they wrote them.
 */
export function eventCalendarLine(event: ProgrammeEvent, undated: string, locale: Locale): EventCalendarLine {
  const { title, description, cost } = eventTextsIn(event, locale);
  return {
    key: event.id,
    title,
    note: eventWhereAndCost({ ...event, cost }),
    detail: eventWhen(event, locale) ?? undated,
    description: description ?? undefined,
    href: event.link ?? undefined,
  };
}

/** An event's title, description and cost in `locale`: the Spanish ones staff wrote, else the English ones. */
export function eventTextsIn(event: ProgrammeEvent, locale: Locale): { title: string; description: string | null; cost: string | null } {
  if (locale === "es")
    return { title: event.titleEs ?? event.title, description: event.descriptionEs ?? event.description, cost: event.costEs ?? event.cost };
  return { title: event.title, description: event.description, cost: event.cost };
}

/**
 * An event's status at `now` for its card, from its instants as they are stored: coming soon
 * without a date, upcoming before it starts, open until it is over (the page shows no event that is).
 */
export function eventStatusAt(event: Pick<ProgrammeEvent, "startsAt" | "endsAt">, now: Date): Exclude<EventCardStatus, "entries-open"> {
  if (!event.startsAt) return "coming-soon";
  return now.getTime() < Date.parse(event.startsAt) ? "upcoming" : "open";
}

/** A Current Events card for an event, as its page's loader sends it: texts in the page's language, status worked out. */
export type CurrentEventCard = {
  key: string;
  title: string;
  description?: string;
  status: EventCardStatus;
  /** When, in the page's language ("Sat, Nov 7 – Sun, Dec 13"); absent without a date. */
  when?: string;
  href?: string;
};

/** A programme page's Current Events at `now`: its featured events showing then (published, not over), soonest first, undated last. */
export function currentEventCards(events: readonly ProgrammeEvent[], now: Date, locale: Locale): CurrentEventCard[] {
  return eventsShowingAt(events, now)
    .filter((event) => event.featured)
    .map((event) => {
      const { title, description } = eventTextsIn(event, locale);
      return {
        key: event.id,
        title,
        description: description ?? undefined,
        status: eventStatusAt(event, now),
        when: eventWhen(event, locale) ?? undefined,
        href: event.link ?? undefined,
      };
    });
}
