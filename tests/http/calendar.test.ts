// Events families can keep (issue 46): every dated event on /sport, /art and /art/community has its
// .ics file and Google/Outlook links, and the feeds to subscribe to carry every event the pages
// show, in New York time on both sides of a DST change, updated as staff publish, with events taken
// off the site sent as cancelled. Every .ics is read back with a real parser (ical.js).
// The server's page clock is pinned (PAGES_AS_OF) to Sunday Nov 22 2026, noon in New York.
import { beforeAll, describe, expect, it } from "vitest";
import { malformedLines, parseCalendar } from "../support/calendars";
import { useServer } from "../support/fixtures";
import { htmlText } from "../support/pages";
import { addStaff, signIn } from "../support/staff";

describe("Add to calendar and the events feeds", () => {
  const fixture = useServer({ env: { SEED_DEMO: "false", PAGES_AS_OF: "2026-11-22T12:00:00-05:00" } });
  let cookie: string;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${fixture.server.baseUrl}${path}`, { headers });
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${fixture.server.baseUrl}${path}`, {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const publish = (fields: Record<string, string>) => post("/staff/events/new", { programme: "sport", intent: "publish", ...fields });
  const idOf = async (title: string) =>
    (await fixture.db.selectFrom("events").select("id").where("title", "=", title).executeTakeFirstOrThrow()).id;
  const calendarAt = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    const text = await response.text();
    expect(malformedLines(text), path).toEqual([]);
    return { response, calendar: parseCalendar(text) };
  };

  beforeAll(async () => {
    await addStaff(fixture.db, { email: "calendar-editor@wyp.test", role: "editor" });
    cookie = await signIn(fixture.server, "calendar-editor@wyp.test");
    // December (EST), the night clocks spring forward in 2027 (Mar 14, 2:00 AM), and July (EDT).
    await publish({
      title: "Winter Clinic",
      date: "2026-12-05",
      time: "14:00",
      endTime: "17:00",
      place: "Rucker Park",
      borough: "Manhattan",
    });
    await publish({ title: "Spring Forward Lock-In", date: "2027-03-14", time: "01:00", endTime: "04:00" });
    await publish({ title: "Summer Hoops Night", date: "2027-07-10", time: "18:00", endTime: "20:00" });
    await publish({
      programme: "art",
      title: "Harlem Sketch Meet-up",
      titleEs: "Encuentro de dibujo en Harlem",
      date: "2026-12-12",
      time: "15:00",
      place: "Harlem Library",
    });
  });

  it("puts every dated event of /sport, /art and /art/community in its programme's feed and in /events.ics", async () => {
    const all = (await calendarAt("/events.ics")).calendar.events.map((event) => event.uid);
    for (const [page, feed] of [
      ["/sport", "/sport/events.ics"],
      ["/art", "/art/events.ics"],
      ["/art/community", "/art/events.ics"],
      ["/es/sport", "/es/sport/events.ics"],
    ]) {
      const html = await (await get(page)).text();
      const files = [...html.matchAll(/href="(\/(?:es\/)?events\/[^"]+\.ics)"/g)].map((match) => match[1]);
      expect(files.length, page).toBeGreaterThan(0);
      const inFeed = (await calendarAt(feed)).calendar.events.map((event) => event.uid);
      for (const file of files) {
        const [event] = (await calendarAt(file)).calendar.events;
        expect(inFeed, `${file} in ${feed}`).toContain(event.uid);
        expect(all).toContain(event.uid);
      }
    }
  });

  it("gives New York times on both sides of a DST change, in the feed and in each event's file", async () => {
    const { calendar } = await calendarAt("/sport/events.ics");
    const byTitle = Object.fromEntries(calendar.events.map((event) => [event.summary, event]));
    expect(byTitle["Winter Clinic"]).toMatchObject({
      zone: "America/New_York",
      localStart: "2026-12-05T14:00:00",
      location: "Rucker Park, Manhattan",
    });
    expect(byTitle["Winter Clinic"].start.toISOString()).toBe("2026-12-05T19:00:00.000Z");
    expect(byTitle["Winter Clinic"].end.toISOString()).toBe("2026-12-05T22:00:00.000Z");
    expect(byTitle["Summer Hoops Night"].start.toISOString()).toBe("2027-07-10T22:00:00.000Z");
    expect(byTitle["Spring Forward Lock-In"].start.toISOString()).toBe("2027-03-14T06:00:00.000Z");
    expect(byTitle["Spring Forward Lock-In"].end.toISOString()).toBe("2027-03-14T08:00:00.000Z");
    const [single] = (await calendarAt(`/events/${await idOf("Summer Hoops Night")}.ics`)).calendar.events;
    expect(single).toMatchObject({ summary: "Summer Hoops Night", localStart: "2027-07-10T18:00:00", status: "CONFIRMED" });
    expect(single.uid).toBe(byTitle["Summer Hoops Night"].uid);
  });

  it("serves .ics as text/calendar with a file name, in the address's language", async () => {
    const id = await idOf("Harlem Sketch Meet-up");
    const { response, calendar } = await calendarAt(`/es/events/${id}.ics`);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="wyp-harlem-sketch-meet-up.ics"');
    expect(calendar.events[0]).toMatchObject({ summary: "Encuentro de dibujo en Harlem" });
    expect(calendar.events[0].url).toMatch(/\/es\/art$/);
    const feed = await calendarAt("/es/art/events.ics");
    expect(feed.calendar.name).toBe("Eventos de Arte de WYP");
    expect(feed.response.headers.get("content-disposition")).toMatch(/filename="wyp-art-events-es\.ics"/);
    expect((await calendarAt("/es/events.ics")).calendar.name).toBe("Eventos de WYP");
  });

  it("answers an unknown event with a 404 in plain words", async () => {
    for (const path of ["/events/no-such-event.ics", "/events/no-such-event", "/es/events/no-such-event.ics"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toMatch(/^text\/plain/);
    }
    expect(await (await get("/events/no-such-event.ics")).text()).toMatch(/^That event is not on the calendar\./);
    expect(await (await get("/es/events/no-such-event.ics")).text()).toMatch(/^Ese evento no está en el calendario\./);
  });

  it("says at once what staff publish: a new ETag, no stale copy", async () => {
    const first = await get("/sport/events.ics");
    const etag = first.headers.get("etag")!;
    expect(first.headers.get("cache-control")).toMatch(/max-age=0/);
    expect((await get("/sport/events.ics", { "If-None-Match": etag })).status).toBe(304);
    await publish({ title: "Holiday Shootout", date: "2026-12-19", time: "11:00" });
    const after = await get("/sport/events.ics", { "If-None-Match": etag });
    expect(after.status).toBe(200);
    expect(parseCalendar(await after.text()).events.map((event) => event.summary)).toContain("Holiday Shootout");
  });

  it("sends an event made a draft or deleted as STATUS:CANCELLED with its UID, and confirmed again once republished", async () => {
    await publish({ title: "Rained-Out Scrimmage", date: "2026-12-06", time: "10:00" });
    await publish({ title: "Moved Skills Night", date: "2026-12-08", time: "18:00" });
    const uidOf = async (title: string) => (await calendarAt("/sport/events.ics")).calendar.events.find((e) => e.summary === title)?.uid;
    const scrimmage = await uidOf("Rained-Out Scrimmage");
    const skills = await uidOf("Moved Skills Night");

    expect((await post(`/staff/events/${await idOf("Rained-Out Scrimmage")}/delete`, {})).status).toBe(303);
    expect((await post("/staff/events", { intent: "unpublish", id: await idOf("Moved Skills Night") })).status).toBe(200);
    for (const feed of ["/sport/events.ics", "/events.ics", "/es/sport/events.ics"]) {
      const events = (await calendarAt(feed)).calendar.events;
      expect(events.find((e) => e.uid === scrimmage)?.status, feed).toBe("CANCELLED");
      expect(events.find((e) => e.uid === skills)?.status, feed).toBe("CANCELLED");
      expect(events.find((e) => e.uid === scrimmage)?.start.toISOString(), feed).toBe("2026-12-06T15:00:00.000Z");
    }
    // Its own file is gone: it is not on the site.
    expect((await get(`/events/${await idOf("Moved Skills Night")}.ics`)).status).toBe(404);

    await post("/staff/events", { intent: "publish", id: await idOf("Moved Skills Night") });
    const events = (await calendarAt("/sport/events.ics")).calendar.events.filter((e) => e.uid === skills);
    expect(events.map((e) => e.status)).toEqual(["CONFIRMED"]);
  });

  it("offers Add to calendar and a webcal: subscription on each page, as plain links", async () => {
    for (const [page, feed] of [
      ["/sport", "/sport/events.ics"],
      ["/art", "/art/events.ics"],
      ["/art/community", "/art/events.ics"],
      ["/es/sport", "/es/sport/events.ics"],
    ]) {
      const html = await (await get(page)).text();
      expect(html, page).toMatch(/href="https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&amp;[^"]+"/);
      expect(html, page).toMatch(/href="https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?[^"]+"/);
      const webcal = new URL(fixture.server.baseUrl).host + feed;
      expect(html, page).toContain(`href="webcal://${webcal}"`);
    }
    expect(htmlText(await (await get("/sport")).text())).toContain(
      "Add to calendar : Apple or other (.ics) : Winter Clinic Google Calendar : Winter Clinic (opens in a new tab)",
    );
    expect(htmlText(await (await get("/es/art/community")).text())).toContain(
      "Agregar al calendario : Apple u otro (.ics) : Encuentro de dibujo en Harlem",
    );
  });
});
