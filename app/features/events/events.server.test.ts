// Events and The Weekly Drop in the database: what migration 0010 seeds, what the console's
// changes do, and that the pages' cached reads see every change at once.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { iconNames as drawnIcons } from "~/ui/icon-names";
import { prizeIcons } from "~/features/weekly-drop/prize-icons";
import { createTestDatabase, type TestDatabase, testDialects } from "../../../tests/support/databases";
import { eventFormSchema } from "./event-form";
import { eventsShowingAt } from "./events";
import { createEvent, deleteEvent, listEvents, publishedEvents, setEventPublished, updateEvent } from "./events.server";
import { contentCache } from "~/platform/content-cache.server";
import { prizeFormSchema, winnerFormSchema } from "~/features/weekly-drop/console-forms";
import {
  addWinner,
  cachedWeeklyDrop,
  moveWinner,
  readWeeklyDrop,
  removeWinner,
  savePrize,
} from "~/features/weekly-drop/prize-and-winners.server";

const form = (fields: Record<string, string>) => eventFormSchema.parse({ programme: "art", intent: "draft", ...fields });

describe.each(testDialects())("events and the Weekly Drop on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    contentCache.invalidate();
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.destroy());

  it("is seeded with what the pages showed before: the sport calendar's four events and its Current Events, the spec's prize, three winners", async () => {
    const sport = await publishedEvents(database.db, "sport");
    expect(sport.map((e) => [e.title, e.startsAt, e.featured])).toEqual([
      // Migration 0020: the Current Events cards the code held.
      ["QueenMe Classic Tournament", "2026-11-07T05:00:00.000Z", true],
      // Migration 0010: the calendar's four, undated.
      ["3v3 Street Ball Jam", null, false],
      ["Girls' Hoops Skills Combine", null, false],
      ["Captains' Leadership Workshop", null, false],
      ["Family Day on the Court", null, false],
      ["Weekly Training Sessions", null, true],
      ["Skills Development Clinic", null, true],
    ]);
    expect(sport[0]).toMatchObject({ titleEs: "Torneo QueenMe Classic", link: "https://whatsyourpassion.org/tournament-schedule" });
    const weeklyDrop = await readWeeklyDrop(database.db);
    expect(weeklyDrop.prize.map((item) => item.title)).toEqual([
      "Drawing Tablet",
      "6-Month Creative Software Subscription",
      "Art Supplies Kit",
    ]);
    expect(weeklyDrop.prize[2].description).toBe("Professional art supplies worth $200.");
    // Seeded as "Harlem" (migration 0010), a neighbourhood of Manhattan since 0016.
    expect(weeklyDrop.winners.map((w) => [w.artworkTitle, w.announced, w.borough, w.place])).toEqual([
      ["Concrete Bloom", "2026-11-16", "Bronx", null],
      ["Uptown Static", "2026-11-09", "Manhattan", "Harlem"],
      ["Grandma's Kitchen, 5am", "2026-11-02", "Brooklyn", null],
    ]);
    // The page's copy never carries the neighbourhood staff keep.
    expect((await cachedWeeklyDrop(database.db)).winners.every((w) => !("place" in w))).toBe(true);
  });

  it("shows a published event on its programme's cached list at once, never a draft, and drops it when deleted", async () => {
    // Without the art events migration 0020 seeded, so the list holds this test's alone.
    await database.db.deleteFrom("events").where("programme", "=", "art").execute();
    // Read once so the cache holds the list from before the change.
    expect(await publishedEvents(database.db, "art")).toEqual([]);
    const draft = await createEvent(database.db, form({ title: "Zine Night", date: "2026-12-05", time: "18:30" }));
    expect(draft.published).toBe(false);
    expect(await publishedEvents(database.db, "art")).toEqual([]);

    await setEventPublished(database.db, draft.id, true);
    const [shown] = await publishedEvents(database.db, "art");
    expect(shown).toMatchObject({ title: "Zine Night", startsAt: "2026-12-05T23:30:00.000Z", published: true });
    expect(await publishedEvents(database.db, "sport")).toHaveLength(7);

    await updateEvent(database.db, draft.id, form({ title: "Zine Night II", date: "2026-12-05", time: "18:30", intent: "publish" }));
    expect((await publishedEvents(database.db, "art")).map((e) => e.title)).toEqual(["Zine Night II"]);

    expect(await deleteEvent(database.db, draft.id)).toBe(true);
    expect(await publishedEvents(database.db, "art")).toEqual([]);
    expect(await deleteEvent(database.db, draft.id)).toBe(false);
    expect((await listEvents(database.db)).map((e) => e.title)).not.toContain("Zine Night II");
  });

  it("lists dated events soonest first, then those without a date", async () => {
    await createEvent(database.db, form({ programme: "sport", title: "Later", date: "2027-01-09", time: "10:00", intent: "publish" }));
    await createEvent(database.db, form({ programme: "sport", title: "Sooner", date: "2026-12-05", time: "10:00", intent: "publish" }));
    const titles = (await publishedEvents(database.db, "sport")).map((e) => e.title);
    expect(titles.slice(0, 4)).toEqual(["QueenMe Classic Tournament", "Sooner", "Later", "3v3 Street Ball Jam"]);
  });

  it("saves the prize and keeps the winners in the order staff give them", async () => {
    expect((await cachedWeeklyDrop(database.db)).prize).toHaveLength(3);
    await savePrize(
      database.db,
      prizeFormSchema.parse({
        title1: "Sketchbook Set",
        description1: "Three sketchbooks.",
        titleEs1: "Juego de cuadernos",
        descriptionEs1: "Tres cuadernos.",
        icon1: "Brush",
      }),
    );
    expect((await cachedWeeklyDrop(database.db)).prize).toEqual([
      {
        title: "Sketchbook Set",
        description: "Three sketchbooks.",
        titleEs: "Juego de cuadernos",
        descriptionEs: "Tres cuadernos.",
        icon: "Brush",
      },
    ]);

    const added = await addWinner(
      database.db,
      winnerFormSchema.parse({
        announced: "2026-11-23",
        artworkTitle: "Night Bus",
        artworkTitleEs: "Autobús nocturno",
        artistFirstName: "Ana",
        artistLastInitial: "p.",
        age: "15",
        borough: "Staten Island",
        place: "St. George",
      }),
    );
    expect(added.artistLastInitial).toBe("P");
    expect((await readWeeklyDrop(database.db)).winners.find((w) => w.id === added.id)).toMatchObject({
      borough: "Staten Island",
      place: "St. George",
    });
    let order = (await cachedWeeklyDrop(database.db)).winners.map((w) => w.artworkTitle);
    expect(order).toEqual(["Night Bus", "Concrete Bloom", "Uptown Static", "Grandma's Kitchen, 5am"]);

    await moveWinner(database.db, added.id, 1);
    order = (await cachedWeeklyDrop(database.db)).winners.map((w) => w.artworkTitle);
    expect(order).toEqual(["Concrete Bloom", "Night Bus", "Uptown Static", "Grandma's Kitchen, 5am"]);

    expect(await removeWinner(database.db, added.id)).toBe(true);
    expect((await cachedWeeklyDrop(database.db)).winners).toHaveLength(3);
    expect(await moveWinner(database.db, added.id, -1)).toBe(false);
  });
});

describe("the event form", () => {
  const issues = (fields: Record<string, string>) => {
    const result = eventFormSchema.safeParse({ programme: "art", intent: "draft", ...fields });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  it("publishes or keeps a draft by the button pressed, and names a post with neither", () => {
    expect(form({ title: "Jam", intent: "publish" }).published).toBe(true);
    expect(form({ title: "Jam", intent: "draft" }).published).toBe(false);
    expect(issues({ title: "Jam", intent: "" })).toEqual({ intent: "Choose Publish now or Save as draft." });
    // The old checkbox no longer publishes anything on its own.
    expect(eventFormSchema.safeParse({ programme: "art", title: "Jam", published: "on" }).success).toBe(false);
  });

  it("reads dates and times as New York's, on both sides of a clock change", () => {
    expect(form({ title: "Summer", date: "2026-07-04", time: "12:00" }).startsAt).toBe("2026-07-04T16:00:00.000Z");
    expect(form({ title: "Winter", date: "2026-12-05", time: "12:00" }).startsAt).toBe("2026-12-05T17:00:00.000Z");
    // The night the clocks go back (Nov 1, 2026): 11 pm is five hours behind UTC.
    const night = form({ title: "Late", date: "2026-10-31", time: "20:00", endDate: "2026-11-01", endTime: "23:00" });
    expect([night.startsAt, night.endsAt]).toEqual(["2026-11-01T00:00:00.000Z", "2026-11-02T04:00:00.000Z"]);
  });

  it("refuses a missing title, an impossible date, a link that is not https and an end before the start", () => {
    expect(issues({ title: " " })).toEqual({ title: "Title is required." });
    expect(issues({ title: "A", date: "2026-02-30", time: "10:00" })).toMatchObject({ date: expect.stringMatching(/real date/) });
    expect(issues({ title: "A", link: "http://example.org/tickets" })).toEqual({ link: "The link must be a full https:// address." });
    expect(issues({ title: "A", link: "javascript:alert(1)" })).toEqual({ link: "The link must be a full https:// address." });
    expect(issues({ title: "A", date: "2026-12-05", time: "18:00", endTime: "17:00" })).toEqual({
      endTime: "The end must be after the start.",
    });
    expect(issues({ title: "A", date: "2026-12-05" })).toEqual({ time: "Please enter the start time." });
    expect(issues({ title: "A", programme: "chess" })).toEqual({ programme: "Please choose a programme." });
  });

  it("keeps an event without a date, which never leaves on its own", () => {
    const undated = form({ title: "Coming later" });
    expect([undated.startsAt, undated.endsAt]).toEqual([null, null]);
    const event = { ...undated, id: "x", published: true };
    expect(eventsShowingAt([event], new Date("2030-01-01T00:00:00Z"))).toHaveLength(1);
  });

  it("shows an event until its end, or without one until the end of its New York day, and never a draft", () => {
    const base = {
      id: "e",
      title: "Meet-up",
      programme: "art" as const,
      place: null,
      borough: null,
      cost: null,
      costEs: null,
      link: null,
      description: null,
      titleEs: null,
      descriptionEs: null,
      featured: false,
    };
    const evening = { ...base, published: true, startsAt: "2026-12-05T23:30:00.000Z", endsAt: null };
    // 11:59 pm in New York on Dec 5 is 04:59 UTC on Dec 6.
    expect(eventsShowingAt([evening], new Date("2026-12-06T04:59:00Z"))).toHaveLength(1);
    expect(eventsShowingAt([evening], new Date("2026-12-06T05:00:00Z"))).toHaveLength(0);
    const withEnd = { ...evening, endsAt: "2026-12-06T01:30:00.000Z" };
    expect(eventsShowingAt([withEnd], new Date("2026-12-06T01:29:00Z"))).toHaveLength(1);
    expect(eventsShowingAt([withEnd], new Date("2026-12-06T01:30:00Z"))).toHaveLength(0);
    expect(eventsShowingAt([{ ...evening, published: false }], new Date("2026-12-01T00:00:00Z"))).toHaveLength(0);
  });
});

describe("the prize form", () => {
  it("offers only icons the site draws", () => {
    expect(Object.values(prizeIcons).filter((name) => !(drawnIcons as readonly string[]).includes(name))).toEqual([]);
  });

  it("takes a prize typed over several lines as one line, and refuses an icon not offered", () => {
    expect(
      prizeFormSchema.parse({
        title1: "Studio\r\nDay",
        description1: "A day\n in a studio.",
        titleEs1: "Día de\nestudio",
        descriptionEs1: "Un día en un estudio.",
        icon1: "Star",
      }),
    ).toEqual([
      {
        title: "Studio Day",
        description: "A day in a studio.",
        titleEs: "Día de estudio",
        descriptionEs: "Un día en un estudio.",
        icon: "Star",
      },
    ]);
    const refused = prizeFormSchema.safeParse({ title1: "Camera", titleEs1: "Cámara", icon1: "Camera" });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["icon1", "Please choose an icon."],
    ]);
  });

  it("asks for each prize card's Spanish beside its English, with a message that says why (issue 47)", () => {
    const issues = (fields: Record<string, string>) => {
      const result = prizeFormSchema.safeParse({ icon1: "Star", ...fields });
      return result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message]);
    };
    expect(issues({ title1: "Studio Day", description1: "A day in a studio." })).toEqual([
      ["titleEs1", "Title in Spanish is required: the Spanish page (/es/art/weekly-prize) shows it."],
      ["descriptionEs1", "Description in Spanish is required: the Spanish page (/es/art/weekly-prize) shows it."],
    ]);
    expect(issues({ titleEs1: "Día de estudio" })).toEqual([["title1", "Title is required."]]);
    expect(issues({ title1: "Studio Day", titleEs1: "Día de estudio", descriptionEs1: "Un día." })).toEqual([
      ["description1", "Description is required."],
    ]);
    expect(issues({ title1: "Studio Day", titleEs1: "Día de estudio" })).toEqual([]);
  });

  it("asks for an event's cost in Spanish when the cost has words, and reads one without words the same", () => {
    const refused = eventFormSchema.safeParse({ programme: "art", intent: "draft", title: "Jam", cost: "Free" });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["costEs", "Please write the cost in Spanish too (for example \u201cGratis\u201d): the Spanish page shows it."],
    ]);
    expect(form({ title: "Jam", cost: "Free", costEs: "Gratis" })).toMatchObject({ cost: "Free", costEs: "Gratis" });
    expect(form({ title: "Jam", cost: "$10" })).toMatchObject({ cost: "$10", costEs: "$10" });
    expect(form({ title: "Jam" })).toMatchObject({ cost: null, costEs: null });
  });
});

describe("the winner form", () => {
  it("asks for the artwork's title in Spanish beside the English, saying why (issue 47)", () => {
    const result = winnerFormSchema.safeParse({
      announced: "2026-11-16",
      artworkTitle: "Night Bus",
      artistFirstName: "Ana",
      artistLastInitial: "P",
      age: "15",
    });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["artworkTitleEs", "Artwork title in Spanish is required: the Spanish page (/es/art/weekly-prize) shows it."],
    ]);
  });

  it("takes only a Monday, one letter for the initial and a teen's age", () => {
    const result = winnerFormSchema.safeParse({
      announced: "2026-11-17",
      artworkTitle: "X",
      artworkTitleEs: "X",
      artistFirstName: "Ana",
      artistLastInitial: "Po",
      age: "12",
      // A neighbourhood, not a borough: it goes in the place.
      borough: "Harlem",
      place: "<b>Harlem</b>",
    });
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    expect(paths.sort()).toEqual(["age", "announced", "artistLastInitial", "borough", "place"]);
  });

  it("takes the five boroughs or none, and a short plain-text neighbourhood", () => {
    const winner = {
      announced: "2026-11-16",
      artworkTitle: "X",
      artworkTitleEs: "X",
      artistFirstName: "Ana",
      artistLastInitial: "P",
      age: "15",
    };
    const parse = (fields: Record<string, string>) => winnerFormSchema.safeParse({ ...winner, ...fields });
    for (const borough of ["Manhattan", "Bronx", "Brooklyn", "Queens", "Staten Island"])
      expect(parse({ borough }).data).toMatchObject({ borough, place: null });
    expect(parse({ borough: "" }).data).toMatchObject({ borough: null });
    expect(parse({ borough: "Other" }).error?.issues[0]?.message).toBe("Please choose a borough.");
    expect(parse({ borough: "Brooklyn", place: "  Bedford-Stuyvesant " }).data?.place).toBe("Bedford-Stuyvesant");
    expect(parse({ borough: "Manhattan", place: "Hell's Kitchen" }).data?.place).toBe("Hell's Kitchen");
    expect(parse({ borough: "Manhattan", place: "x".repeat(61) }).error?.issues[0]?.message).toBe(
      "Neighborhood must be at most 60 characters.",
    );
    expect(parse({ borough: "Manhattan", place: "Harlem\u0000" }).success).toBe(false);
    expect(parse({ borough: "Manhattan", place: "<script>" }).error?.issues[0]?.message).toBe(
      "Neighborhood must be a name in plain text, like Harlem.",
    );
  });
});
