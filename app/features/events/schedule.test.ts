import { describe, expect, it } from "vitest";
import type { CalendarItem, EventCard } from "~/features/site/copy/types";
import { calendarItemIn, eventCardIn } from "./dated-items";
import { statusOf } from "./schedule";
import { latestWinnerAnnouncementDay } from "~/features/weekly-drop/cycle";

const at = (iso: string) => new Date(iso);

describe("the status of a dated item, in New York days", () => {
  it("keeps a contest open through its last day, then closed until its winners are announced", () => {
    const contest = { kind: "contest", closes: "2026-11-09" } as const;
    expect(statusOf(contest, at("2026-10-01T12:00:00-04:00"))).toBe("open");
    expect(statusOf(contest, at("2026-11-09T23:59:59-05:00"))).toBe("open");
    expect(statusOf(contest, at("2026-11-10T00:00:00-05:00"))).toBe("closed");
    // Still Nov 9 in New York, already Nov 10 in UTC.
    expect(statusOf(contest, at("2026-11-10T03:00:00Z"))).toBe("open");
    expect(statusOf(contest, at("2027-06-01T12:00:00-04:00"))).toBe("closed");

    const announced = { kind: "contest", opens: "2026-10-01", closes: "2026-11-09", winnersAnnounced: "2026-12-01" } as const;
    expect(statusOf(announced, at("2026-09-30T23:59:00-04:00"))).toBe("upcoming");
    expect(statusOf(announced, at("2026-10-01T00:00:00-04:00"))).toBe("open");
    expect(statusOf(announced, at("2026-11-30T23:00:00-05:00"))).toBe("closed");
    expect(statusOf(announced, at("2026-12-01T00:00:00-05:00"))).toBe("past");
  });

  it("has a series or tournament upcoming, on from its first to its last day, then past", () => {
    const run = { kind: "run", starts: "2026-11-07", ends: "2026-12-13" } as const;
    expect(statusOf(run, at("2026-11-06T23:59:59-05:00"))).toBe("upcoming");
    expect(statusOf(run, at("2026-11-07T00:00:00-05:00"))).toBe("open");
    expect(statusOf(run, at("2026-11-22T17:00:00Z"))).toBe("open");
    expect(statusOf(run, at("2026-12-13T23:59:59-05:00"))).toBe("open");
    expect(statusOf(run, at("2026-12-14T00:00:00-05:00"))).toBe("past");
  });

  it("counts New York days across a clock change", () => {
    // Clocks go back at 2am on Nov 1 2026: that day has 25 hours.
    const run = { kind: "run", starts: "2026-10-31", ends: "2026-11-01" } as const;
    expect(statusOf(run, at("2026-11-01T23:30:00-05:00"))).toBe("open");
    expect(statusOf(run, at("2026-11-02T00:00:00-05:00"))).toBe("past");
  });

  it("keeps The Weekly Drop open and undated items coming soon, whatever the day", () => {
    for (const day of ["2026-01-01T00:00:00Z", "2026-11-27T22:30:00Z", "2030-06-15T12:00:00Z"]) {
      expect(statusOf({ kind: "weekly-drop" }, at(day))).toBe("open");
      expect(statusOf({ kind: "coming-soon" }, at(day))).toBe("coming-soon");
    }
  });
});

describe("a dated card and calendar line in their status", () => {
  const card: EventCard = {
    title: "Contest",
    description: "Open now.",
    schedule: { kind: "contest", closes: "2026-11-09" },
    icon: "Trophy",
    action: { label: "Enter", href: "https://example.org", external: true },
    byStatus: { closed: { description: "Closed on Nov 9." }, past: { description: "Over.", action: null } },
  };

  it("uses the card's own words unless its status has others, and drops the button when told", () => {
    expect(eventCardIn(card, "open")).toMatchObject({ description: "Open now.", action: card.action, live: true });
    expect(eventCardIn(card, "closed")).toMatchObject({ description: "Closed on Nov 9.", action: card.action, live: false });
    expect(eventCardIn(card, "past")).toMatchObject({ description: "Over.", action: undefined, live: false });
  });

  it("reads a calendar line's detail from its status, or its fixed detail", () => {
    const dated: CalendarItem = { title: "Contest", schedule: card.schedule, detailByStatus: { open: "Now Open", closed: "Closed" } };
    expect(calendarItemIn(dated, "closed").detail).toBe("Closed");
    expect(calendarItemIn({ title: "Winners Announced", detail: "TBA" }, null).detail).toBe("TBA");
  });
});

describe("the latest Weekly Drop announcement", () => {
  it("is the Monday noon (New York) at or before the moment", () => {
    expect(latestWinnerAnnouncementDay(at("2026-11-22T12:00:00-05:00"))).toBe("2026-11-16");
    expect(latestWinnerAnnouncementDay(at("2026-11-23T11:59:59-05:00"))).toBe("2026-11-16");
    expect(latestWinnerAnnouncementDay(at("2026-11-23T12:00:00-05:00"))).toBe("2026-11-23");
    expect(latestWinnerAnnouncementDay(at("2026-11-16T12:00:01-05:00"))).toBe("2026-11-16");
  });
});
