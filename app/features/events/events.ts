// Events staff post from the console: the form's one schema (dates and times typed in New York
// time, stored as UTC instants), how an event's time reads on the site, and which events show.
import { z } from "~/platform/zod";
import { eventLimits, eventMessages, eventProgrammes, eventSaveIntents, type EventProgramme } from "~/features/events/copy/staff-events";
import { nycBoroughs, type NycBorough } from "~/platform/boroughs";
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
  link: string | null;
  description: string | null;
  published: boolean;
};

// C0 and C1 control characters: every field but the description is one line.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- the description keeps its line breaks and nothing else
const CONTROL_BUT_NEWLINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_SHAPE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** An optional text field: trimmed, empty becomes null. */
function optionalText(label: string, max: number, multiline = false) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = (raw ?? "").replace(/\r\n/g, "\n").trim();
      if ((multiline ? CONTROL_BUT_NEWLINES : CONTROL_CHARACTERS).test(value)) {
        ctx.addIssue({ code: "custom", message: eventMessages.singleLine(label) });
        return z.NEVER;
      }
      if (value.length > max) {
        ctx.addIssue({ code: "custom", message: eventMessages.tooLong(label, max) });
        return z.NEVER;
      }
      return value === "" ? null : value;
    });
}

/** "2026-12-05" as a real calendar day, or null. */
function calendarDay(value: string): { year: number; month: number; day: number } | null {
  const match = DATE_SHAPE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day && year >= 2000 && year <= 2100 ? { year, month, day } : null;
}

function clockTime(value: string): { hour: number; minute: number } | null {
  const match = TIME_SHAPE.exec(value);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

const optionalField = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim());

/** The event form, as posted (field names are the form's). */
export const eventFormSchema = z
  .object({
    title: optionalText("Title", eventLimits.title),
    programme: z.enum(eventProgrammes, { error: eventMessages.programme }),
    date: optionalField,
    time: optionalField,
    endDate: optionalField,
    endTime: optionalField,
    place: optionalText("Place", eventLimits.place),
    borough: z
      .union([z.literal(""), z.enum(nycBoroughs)], { error: eventMessages.borough })
      .optional()
      .transform((value) => (value ? value : null)),
    cost: optionalText("Cost", eventLimits.cost),
    link: optionalText("Link", eventLimits.link),
    description: optionalText("Description", eventLimits.description, true),
    // Which of the form's two buttons was pressed: "Publish now" or "Save as draft".
    intent: z.enum(eventSaveIntents, { error: eventMessages.intent }),
  })
  .transform((form, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (!form.title) fail("title", eventMessages.titleRequired);
    if (form.link !== null && !isHttpsUrl(form.link)) fail("link", eventMessages.link);

    const day = form.date ? calendarDay(form.date) : null;
    if (form.date && !day) fail("date", eventMessages.date);
    const time = form.time ? clockTime(form.time) : null;
    if (form.time && !time) fail("time", eventMessages.time);
    if (!form.date && form.time) fail("time", eventMessages.timeNeedsDate);
    if (day && !form.time) fail("time", eventMessages.dateNeedsTime);

    const endDay = form.endDate ? calendarDay(form.endDate) : null;
    if (form.endDate && !endDay) fail("endDate", eventMessages.date);
    const endTime = form.endTime ? clockTime(form.endTime) : null;
    if (form.endTime && !endTime) fail("endTime", eventMessages.time);
    if (!form.date && (form.endDate || form.endTime)) fail("endDate", eventMessages.endNeedsStart);

    const startsAt = day && time ? zonedTimeToUtc({ ...day, ...time }, siteTimeZone) : null;
    let endsAt: Date | null = null;
    if (startsAt && (endDay || endTime)) {
      // An end day without a time runs to the end of that day; an end time alone is on the start's day.
      const on = endDay ?? day!;
      endsAt = endTime
        ? zonedTimeToUtc({ ...on, ...endTime }, siteTimeZone)
        : zonedTimeToUtc({ ...on, day: on.day + 1, hour: 0, minute: 0 }, siteTimeZone);
      if (endsAt.getTime() <= startsAt.getTime()) fail(endTime ? "endTime" : "endDate", eventMessages.endBeforeStart);
    }
    return {
      title: form.title ?? "",
      programme: form.programme,
      startsAt: startsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
      place: form.place,
      borough: form.borough,
      cost: form.cost,
      link: form.link,
      description: form.description,
      published: form.intent === "publish",
    };
  });

export type EventInput = z.output<typeof eventFormSchema>;

function isHttpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

function pad(n: number) {
  return String(n).padStart(2, "0");
}

/** The form's fields for an existing event: its instants as New York dates and times. */
export function eventFormValues(event: ProgrammeEvent): Record<string, string> {
  const local = (iso: string | null) => {
    if (!iso) return { date: "", time: "" };
    const c = wallClockAt(Date.parse(iso), siteTimeZone);
    return { date: `${c.year}-${pad(c.month)}-${pad(c.day)}`, time: `${pad(c.hour)}:${pad(c.minute)}` };
  };
  const start = local(event.startsAt);
  const end = local(event.endsAt);
  return {
    title: event.title,
    programme: event.programme,
    date: start.date,
    time: start.time,
    endDate: end.date,
    endTime: end.time,
    place: event.place ?? "",
    borough: event.borough ?? "",
    cost: event.cost ?? "",
    link: event.link ?? "",
    description: event.description ?? "",
    published: event.published ? "on" : "",
  };
}

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
 * says without a date. What staff typed (title, place, cost, description) is shown as they wrote it.
 */
export function eventCalendarLine(event: ProgrammeEvent, undated: string, locale: Locale): EventCalendarLine {
  return {
    key: event.id,
    title: event.title,
    note: eventWhereAndCost(event),
    detail: eventWhen(event, locale) ?? undated,
    description: event.description ?? undefined,
    href: event.link ?? undefined,
  };
}
