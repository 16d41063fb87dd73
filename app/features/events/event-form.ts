// The console's event form: its one schema (dates and times typed in New York time, stored as UTC
// instants) and the fields of an existing event. Only the console imports it (it carries Zod).
import { z } from "~/platform/zod";
import { eventLimits, eventMessages, eventProgrammes, eventSaveIntents } from "~/features/events/copy/staff-events";
import { nycBoroughs } from "~/platform/boroughs";
import { wallClockAt, zonedTimeToUtc } from "~/platform/zoned-time";
import { siteTimeZone } from "~/platform/time-zone";
import type { ProgrammeEvent } from "./events";

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
    costEs: optionalText("Cost in Spanish", eventLimits.cost),
    link: optionalText("Link", eventLimits.link),
    description: optionalText("Description", eventLimits.description, true),
    titleEs: optionalText("Title in Spanish", eventLimits.title),
    descriptionEs: optionalText("Description in Spanish", eventLimits.description, true),
    // A checkbox: posted as "on" when ticked, absent when not.
    featured: z
      .enum(["on"], { error: eventMessages.featured })
      .optional()
      .transform((value) => value === "on"),
    // Which of the form's two buttons was pressed: "Publish now" or "Save as draft".
    intent: z.enum(eventSaveIntents, { error: eventMessages.intent }),
  })
  .transform((form, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (!form.title) fail("title", eventMessages.titleRequired);
    if (form.link !== null && !isHttpsUrl(form.link)) fail("link", eventMessages.link);
    // A cost with words ("Free") needs its Spanish; one without ("$10") reads the same in both.
    if (form.cost !== null && /\p{L}/u.test(form.cost) && form.costEs === null) fail("costEs", eventMessages.costEsRequired);

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
      costEs: form.cost === null ? null : (form.costEs ?? form.cost),
      link: form.link,
      description: form.description,
      titleEs: form.titleEs,
      descriptionEs: form.descriptionEs,
      featured: form.featured,
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
    costEs: event.costEs ?? "",
    link: event.link ?? "",
    description: event.description ?? "",
    titleEs: event.titleEs ?? "",
    descriptionEs: event.descriptionEs ?? "",
    featured: event.featured ? "on" : "",
    published: event.published ? "on" : "",
  };
}

/** /staff/events: publish or unpublish one event in one step. */
export const publishActionSchema = z.object({ intent: z.enum(["publish", "unpublish"]), id: z.string().min(1).max(100) });
