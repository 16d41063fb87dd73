// Events as calendar files, read back with a real iCalendar parser (ical.js): what a family's
// calendar app shows is the New York time the page shows, on both sides of a DST change.
import { describe, expect, it } from "vitest";
import { malformedLines, parseCalendar } from "../../../tests/support/calendars";
import { addToCalendarLinks, calendarEntryOf } from "./calendar-entry";
import type { ProgrammeEvent } from "./events";
import { icsText, type IcsEvent } from "./ics";

function event(fields: Partial<ProgrammeEvent> & Pick<ProgrammeEvent, "id" | "title">): ProgrammeEvent {
  return {
    programme: "sport",
    startsAt: null,
    endsAt: null,
    place: null,
    borough: null,
    cost: null,
    costEs: null,
    link: null,
    description: null,
    titleEs: null,
    descriptionEs: null,
    featured: false,
    published: true,
    ...fields,
  };
}

// Summer (EDT, UTC-4), winter (EST, UTC-5), and the night clocks spring forward (Mar 8 2026, 2:00 AM):
// 1:00 AM EST to 4:00 AM EDT is two real hours.
const july = event({ id: "july", title: "Summer Hoops Night", startsAt: "2026-07-11T22:00:00.000Z", endsAt: "2026-07-12T00:00:00.000Z" });
const december = event({
  id: "december",
  title: "Winter Clinic",
  startsAt: "2026-12-05T19:00:00.000Z",
  endsAt: "2026-12-05T22:00:00.000Z",
});
const springForward = event({
  id: "dst",
  title: "Overnight Lock-In",
  startsAt: "2026-03-08T06:00:00.000Z",
  endsAt: "2026-03-08T08:00:00.000Z",
});

function feedOf(events: ProgrammeEvent[], extra: Partial<IcsEvent> = {}) {
  const entries = events.map((e) => ({
    ...calendarEntryOf(e, "en")!,
    uid: `${e.id}@wyp.test`,
    changedAt: "2026-11-20T15:00:00.000Z",
    ...extra,
  }));
  return icsText({ name: "WYP Sport events", events: entries });
}

describe("events as iCalendar files", () => {
  it("gives New York times that a calendar app places right in summer, in winter and across the DST change", () => {
    const text = feedOf([july, december, springForward]);
    const calendar = parseCalendar(text);
    expect(calendar).toMatchObject({ version: "2.0", name: "WYP Sport events" });
    expect(calendar.prodid).toMatch(/WYP/);
    const byId = Object.fromEntries(calendar.events.map((e) => [e.uid.split("@")[0], e]));
    expect(byId.july).toMatchObject({ zone: "America/New_York", localStart: "2026-07-11T18:00:00" });
    expect(byId.july.start.toISOString()).toBe("2026-07-11T22:00:00.000Z");
    expect(byId.july.end.toISOString()).toBe("2026-07-12T00:00:00.000Z");
    expect(byId.december).toMatchObject({ zone: "America/New_York", localStart: "2026-12-05T14:00:00" });
    expect(byId.december.start.toISOString()).toBe("2026-12-05T19:00:00.000Z");
    expect(byId.december.end.toISOString()).toBe("2026-12-05T22:00:00.000Z");
    expect(byId.dst.localStart).toBe("2026-03-08T01:00:00");
    expect(byId.dst.start.toISOString()).toBe("2026-03-08T06:00:00.000Z");
    expect(byId.dst.end.toISOString()).toBe("2026-03-08T08:00:00.000Z");
    expect(text).toContain("DTEND;TZID=America/New_York:20260308T040000\r\n");
  });

  it("keeps every text exactly through escaping and folding: CRLF lines of at most 75 octets", () => {
    const description = "Bring water, sneakers; a friend.\nParents welcome: ¡todos bienvenidos! ".repeat(6) + "\\ end";
    const long = event({
      id: "long",
      title: "Taller de diseño, pintura; y más — una tarde larga con mentores de Harlem, el Bronx y Brooklyn",
      description,
      place: "Rucker Park, 155th St",
      borough: "Manhattan",
      startsAt: december.startsAt,
      endsAt: december.endsAt,
    });
    const text = feedOf([long]);
    expect(malformedLines(text)).toEqual([]);
    const [parsed] = parseCalendar(text).events;
    expect(parsed.summary).toBe(long.title);
    expect(parsed.description).toBe(description);
    expect(parsed.location).toBe("Rucker Park, 155th St, Manhattan");
  });

  it("says the page's language: the Spanish title and description on /es", () => {
    const bilingual = event({
      id: "es",
      title: "Winter Clinic",
      titleEs: "Clínica de invierno",
      description: "Skills for every level.",
      descriptionEs: "Habilidades para todos los niveles.",
      link: "https://example.org/clinic",
      startsAt: december.startsAt,
    });
    const entry = calendarEntryOf(bilingual, "es")!;
    const ics = { ...entry, uid: "es@wyp.test", url: "https://wyp.test/es/sport", changedAt: "2026-11-20T15:00:00.000Z" };
    const [parsed] = parseCalendar(icsText({ name: "x", events: [ics] })).events;
    expect(parsed.summary).toBe("Clínica de invierno");
    expect(parsed.description).toBe("Habilidades para todos los niveles.\n\nMás detalles: https://example.org/clinic");
    expect(parsed.url).toBe("https://wyp.test/es/sport");
    // No end: an hour, as calendar apps assume.
    expect(parsed.end.getTime() - parsed.start.getTime()).toBe(60 * 60 * 1000);
  });

  it("marks a cancelled event STATUS:CANCELLED and the others CONFIRMED", () => {
    expect(parseCalendar(feedOf([july], { cancelled: true })).events[0].status).toBe("CANCELLED");
    expect(parseCalendar(feedOf([july])).events[0].status).toBe("CONFIRMED");
  });

  it("has no file and no links for an event without a date", () => {
    expect(calendarEntryOf(event({ id: "soon", title: "Coming Soon Clinic" }), "en")).toBeNull();
    expect(addToCalendarLinks(event({ id: "soon", title: "Coming Soon Clinic" }), "en")).toBeUndefined();
  });
});

describe("Google Calendar and Outlook links", () => {
  const clinic = event({ ...december, place: "Rucker Park", borough: "Manhattan", description: "Skills & drills" });

  it("fill Google's form with the title, the UTC times shown in New York, the place and the description", () => {
    const url = new URL(addToCalendarLinks(clinic, "en")!.google.href);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "Winter Clinic",
      dates: "20261205T190000Z/20261205T220000Z",
      ctz: "America/New_York",
      details: "Skills & drills",
      location: "Rucker Park, Manhattan",
    });
  });

  it("fill Outlook's form the same way, in summer time too", () => {
    const url = new URL(addToCalendarLinks({ ...july, place: "Rucker Park" }, "en")!.outlook.href);
    expect(url.origin + url.pathname).toBe("https://outlook.live.com/calendar/0/deeplink/compose");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      path: "/calendar/action/compose",
      rru: "addevent",
      subject: "Summer Hoops Night",
      startdt: "2026-07-11T22:00:00.000Z",
      enddt: "2026-07-12T00:00:00.000Z",
      location: "Rucker Park",
    });
  });

  it("link the .ics file in the page's language", () => {
    expect(addToCalendarLinks(clinic, "en")!.ics.href).toBe("/events/december.ics");
    expect(addToCalendarLinks(clinic, "es")!.ics.href).toBe("/es/events/december.ics");
  });
});
