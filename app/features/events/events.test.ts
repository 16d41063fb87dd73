import { describe, expect, it } from "vitest";
import { currentEventCards, eventCalendarLine, eventStatusAt, type ProgrammeEvent } from "./events";

const at = (iso: string) => new Date(iso);

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
    featured: true,
    published: true,
    ...fields,
  };
}

// From 00:00 on Nov 7 to 00:00 after Dec 13, New York time (EST), as the form stores a run of days.
const tournament = event({
  id: "t",
  title: "QueenMe Classic Tournament",
  titleEs: "Torneo QueenMe Classic",
  description: "Teams take the court.",
  startsAt: "2026-11-07T05:00:00.000Z",
  endsAt: "2026-12-14T05:00:00.000Z",
  link: "https://example.org/schedule",
});

describe("an event's status for its card", () => {
  it("is upcoming before it starts, open until it ends, coming soon without a date", () => {
    expect(eventStatusAt(tournament, at("2026-11-06T23:59:59-05:00"))).toBe("upcoming");
    expect(eventStatusAt(tournament, at("2026-11-07T00:00:00-05:00"))).toBe("open");
    expect(eventStatusAt(tournament, at("2026-12-13T23:59:59-05:00"))).toBe("open");
    expect(eventStatusAt(event({ id: "u", title: "Clinic" }), at("2030-01-01T00:00:00Z"))).toBe("coming-soon");
  });
});

describe("a programme page's Current Events", () => {
  const events = [
    tournament,
    event({ id: "u", title: "Weekly Training Sessions" }),
    event({ id: "n", title: "Not featured", featured: false, startsAt: "2026-11-20T15:00:00.000Z" }),
    event({ id: "d", title: "Draft", published: false }),
  ];

  it("shows the featured, published events not over, in the page's language with their status and dates", () => {
    expect(currentEventCards(events, at("2026-11-22T12:00:00-05:00"), "en")).toEqual([
      {
        key: "t",
        title: "QueenMe Classic Tournament",
        description: "Teams take the court.",
        status: "open",
        when: "Sat, Nov 7 – Sun, Dec 13",
        href: "https://example.org/schedule",
      },
      { key: "u", title: "Weekly Training Sessions", description: undefined, status: "coming-soon", when: undefined, href: undefined },
    ]);
    const spanish = currentEventCards(events, at("2026-11-22T12:00:00-05:00"), "es");
    // The Spanish title staff wrote; the English description where they wrote none.
    expect(spanish[0]).toMatchObject({ title: "Torneo QueenMe Classic", description: "Teams take the court." });
    expect(spanish[1].title).toBe("Weekly Training Sessions");
  });

  it("drops an event at its end", () => {
    expect(currentEventCards(events, at("2026-12-14T00:00:00-05:00"), "en").map((card) => card.key)).toEqual(["u"]);
  });

  it("puts the Spanish texts on the Spanish calendar line", () => {
    const line = eventCalendarLine({ ...tournament, descriptionEs: "Los equipos salen a la cancha." }, "Próximamente", "es");
    expect(line).toMatchObject({ title: "Torneo QueenMe Classic", description: "Los equipos salen a la cancha." });
    expect(eventCalendarLine(tournament, "Coming Soon", "en")).toMatchObject({ title: "QueenMe Classic Tournament" });
  });
});
