import { describe, expect, it } from "vitest";
import { timeLeft } from "./countdown";
import {
  countdownAt,
  weeklyDropPhaseAt,
  formatDeadline,
  lastAnnouncedWeekAt,
  latestWinnerAnnouncementDay,
  nextDeadline,
  nextSubmissionClose,
  nextVotingClose,
  nextVotingOpen,
  nextWeeklyMoment,
  nextWinnerAnnouncement,
  submissionWeekAt,
  weekTimes,
} from "./cycle";
import { zonedTimeToUtc } from "~/platform/zoned-time";

// New York is UTC-5 in winter (EST) and UTC-4 in summer (EDT). In 2025 the clocks went forward
// on Sunday March 9 and back on Sunday November 2.
const utc = (iso: string) => new Date(iso);

describe("nextSubmissionClose (Friday 5pm New York)", () => {
  it("is this Friday at 5pm when asked midweek, in winter and in summer", () => {
    expect(nextSubmissionClose(utc("2025-11-12T15:00:00Z")).toISOString()).toBe("2025-11-14T22:00:00.000Z");
    expect(nextSubmissionClose(utc("2025-07-09T15:00:00Z")).toISOString()).toBe("2025-07-11T21:00:00.000Z");
  });

  it("leaves one second at Friday 4:59:59 pm and moves to next Friday at 5:00:00 pm", () => {
    const oneSecondBefore = utc("2025-11-14T21:59:59Z"); // 4:59:59 pm EST
    expect(nextSubmissionClose(oneSecondBefore).toISOString()).toBe("2025-11-14T22:00:00.000Z");
    expect(timeLeft(nextSubmissionClose(oneSecondBefore), oneSecondBefore)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });

    const atTheDeadline = utc("2025-11-14T22:00:00Z"); // 5:00:00 pm EST
    expect(nextSubmissionClose(atTheDeadline).toISOString()).toBe("2025-11-21T22:00:00.000Z");
  });

  it("uses New York's Friday, not the visitor's: Friday 10pm in New York is already Saturday in UTC", () => {
    // Friday Nov 14, 10pm EST = Saturday 03:00 UTC: the deadline passed five hours ago.
    expect(nextSubmissionClose(utc("2025-11-15T03:00:00Z")).toISOString()).toBe("2025-11-21T22:00:00.000Z");
    // Friday Nov 14, 4pm EST = 21:00 UTC, when Tokyo already reads Saturday morning.
    expect(nextSubmissionClose(utc("2025-11-14T21:00:00Z")).toISOString()).toBe("2025-11-14T22:00:00.000Z");
  });

  it("lands on 5pm EDT across the March clock change, an hour shorter than the wall clock suggests", () => {
    const saturdayNoonEst = utc("2025-03-08T17:00:00Z");
    const close = nextSubmissionClose(saturdayNoonEst);
    expect(close.toISOString()).toBe("2025-03-14T21:00:00.000Z");
    expect(timeLeft(close, saturdayNoonEst)).toEqual({ days: 6, hours: 4, minutes: 0, seconds: 0 });
  });

  it("lands on 5pm EST across the November clock change, an hour longer than the wall clock suggests", () => {
    const saturdayNoonEdt = utc("2025-11-01T16:00:00Z");
    const close = nextSubmissionClose(saturdayNoonEdt);
    expect(close.toISOString()).toBe("2025-11-07T22:00:00.000Z");
    expect(timeLeft(close, saturdayNoonEdt)).toEqual({ days: 6, hours: 6, minutes: 0, seconds: 0 });
  });

  it("keeps the Friday before each clock change on the old offset", () => {
    expect(nextSubmissionClose(utc("2025-03-05T12:00:00Z")).toISOString()).toBe("2025-03-07T22:00:00.000Z");
    expect(nextSubmissionClose(utc("2025-10-29T12:00:00Z")).toISOString()).toBe("2025-10-31T21:00:00.000Z");
  });
});

describe("nextWinnerAnnouncement (Monday noon New York)", () => {
  it("is the coming Monday at noon, across a month and a year end", () => {
    expect(nextWinnerAnnouncement(utc("2025-07-11T21:00:00Z")).toISOString()).toBe("2025-07-14T16:00:00.000Z");
    expect(nextWinnerAnnouncement(utc("2025-12-30T12:00:00Z")).toISOString()).toBe("2026-01-05T17:00:00.000Z");
  });

  it("counts through the November change: Friday 6pm EDT to Monday noon EST is 2 days 19 hours", () => {
    const fridayEvening = utc("2025-10-31T22:00:00Z");
    const announcement = nextWinnerAnnouncement(fridayEvening);
    expect(announcement.toISOString()).toBe("2025-11-03T17:00:00.000Z");
    expect(timeLeft(announcement, fridayEvening)).toEqual({ days: 2, hours: 19, minutes: 0, seconds: 0 });
    // 1:30 am on the Sunday happens twice; both readings lead to the same Monday noon.
    expect(nextWinnerAnnouncement(utc("2025-11-02T05:30:00Z")).toISOString()).toBe("2025-11-03T17:00:00.000Z");
    expect(nextWinnerAnnouncement(utc("2025-11-02T06:30:00Z")).toISOString()).toBe("2025-11-03T17:00:00.000Z");
  });

  it("counts through the March change: Friday 6pm EST to Monday noon EDT is 2 days 17 hours", () => {
    const fridayEvening = utc("2025-03-07T23:00:00Z");
    const announcement = nextWinnerAnnouncement(fridayEvening);
    expect(announcement.toISOString()).toBe("2025-03-10T16:00:00.000Z");
    expect(timeLeft(announcement, fridayEvening)).toEqual({ days: 2, hours: 17, minutes: 0, seconds: 0 });
  });

  it("moves to next week once Monday noon has come", () => {
    expect(nextWinnerAnnouncement(utc("2025-11-17T16:59:59Z")).toISOString()).toBe("2025-11-17T17:00:00.000Z");
    expect(nextWinnerAnnouncement(utc("2025-11-17T17:00:00Z")).toISOString()).toBe("2025-11-24T17:00:00.000Z");
  });
});

describe("zonedTimeToUtc and nextWeeklyMoment", () => {
  it("converts New York wall-clock times on both sides of each 2026 clock change", () => {
    const ny = "America/New_York";
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 7, hour: 17, minute: 0 }, ny).toISOString()).toBe("2026-03-07T22:00:00.000Z");
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 8, hour: 17, minute: 0 }, ny).toISOString()).toBe("2026-03-08T21:00:00.000Z");
    expect(zonedTimeToUtc({ year: 2026, month: 10, day: 31, hour: 17, minute: 0 }, ny).toISOString()).toBe("2026-10-31T21:00:00.000Z");
    expect(zonedTimeToUtc({ year: 2026, month: 11, day: 1, hour: 17, minute: 0 }, ny).toISOString()).toBe("2026-11-01T22:00:00.000Z");
  });

  it("works for any zone, not only New York", () => {
    // Friday 5pm in Tokyo (UTC+9, no daylight saving), asked on a Friday morning there.
    const moment = { weekday: 5, hour: 17, minute: 0 };
    expect(nextWeeklyMoment(utc("2025-11-14T00:00:00Z"), moment, "Asia/Tokyo").toISOString()).toBe("2025-11-14T08:00:00.000Z");
  });

  it("formats a deadline as New York shows it", () => {
    const text = formatDeadline(utc("2025-11-14T22:00:00Z"), "en");
    expect(text).toMatch(/^Friday, November 14\b/);
    expect(text).toMatch(/5:00\s?PM EST$/);
  });
});

describe("deadlines in Spanish (/es pages)", () => {
  it("reads the deadline as the Spanish copy says a time: its words, its order, its zone", () => {
    expect(formatDeadline(utc("2026-11-27T22:00:00Z"), "es")).toBe("viernes 27 de noviembre a las 5:00\u00a0p.\u00a0m. (hora del Este)");
  });

  it("says midnight and noon the Spanish way", () => {
    // Voting opens Saturday 00:00; the winner is announced Monday at noon.
    expect(formatDeadline(utc("2026-11-28T05:00:00Z"), "es")).toBe("sábado 28 de noviembre a las 12:00\u00a0a.\u00a0m. (hora del Este)");
    expect(formatDeadline(utc("2026-11-30T17:00:00Z"), "es")).toBe("lunes 30 de noviembre al mediodía (hora del Este)");
  });

  it("follows New York's daylight saving in summer and into the new year, naming the zone the same way", () => {
    expect(formatDeadline(utc("2026-06-05T21:00:00Z"), "es")).toBe("viernes 5 de junio a las 5:00\u00a0p.\u00a0m. (hora del Este)");
    // 11:59 pm on New Year's Eve in New York is already January 1 in UTC.
    expect(formatDeadline(utc("2027-01-01T04:59:00Z"), "es")).toBe("jueves 31 de diciembre a las 11:59\u00a0p.\u00a0m. (hora del Este)");
  });

  it("keeps the English deadline exactly as it was, whichever language was formatted first", () => {
    const deadline = utc("2026-11-27T22:00:00Z");
    formatDeadline(deadline, "es");
    expect(formatDeadline(deadline, "en")).toBe("Friday, November 27 at 5:00 PM EST");
    expect(formatDeadline(deadline, "es")).not.toMatch(/Friday|November|\bat\b|PM|EST/);
  });
});

describe("contest weeks (named by their announcement Monday)", () => {
  it("bounds a winter week at New York times: Friday 5 pm, Saturday 00:00, Monday 00:00 and noon (EST, UTC-5)", () => {
    const times = weekTimes("2026-11-30");
    expect(times.submissionsOpen.toISOString()).toBe("2026-11-20T22:00:00.000Z");
    expect(times.submissionsClose.toISOString()).toBe("2026-11-27T22:00:00.000Z");
    expect(times.votingOpens.toISOString()).toBe("2026-11-28T05:00:00.000Z");
    expect(times.votingCloses.toISOString()).toBe("2026-11-30T05:00:00.000Z");
    expect(times.announcement.toISOString()).toBe("2026-11-30T17:00:00.000Z");
  });

  it("keeps the wall-clock times across the November clock change (the Friday in EDT, the weekend in EST)", () => {
    // 2026: clocks go back on Sunday November 1.
    const times = weekTimes("2026-11-02");
    expect(times.submissionsClose.toISOString()).toBe("2026-10-30T21:00:00.000Z");
    expect(times.votingOpens.toISOString()).toBe("2026-10-31T04:00:00.000Z");
    expect(times.votingCloses.toISOString()).toBe("2026-11-02T05:00:00.000Z");
    expect(times.announcement.toISOString()).toBe("2026-11-02T17:00:00.000Z");
  });

  it("puts an entry in the week whose submissions close next, and one sent after Friday 5 pm in the week after", () => {
    expect(submissionWeekAt(new Date("2026-11-23T15:00:00Z"))).toBe("2026-11-30"); // Monday 10 am
    expect(submissionWeekAt(new Date("2026-11-27T21:59:59Z"))).toBe("2026-11-30"); // Friday 4:59:59 pm
    expect(submissionWeekAt(new Date("2026-11-27T22:00:00Z"))).toBe("2026-12-07"); // Friday 5 pm
    expect(submissionWeekAt(new Date("2026-11-29T12:00:00Z"))).toBe("2026-12-07"); // during voting
  });

  it("names the phase at each moment of a week, edges included", () => {
    const at = (iso: string) => {
      const { phase, times } = weeklyDropPhaseAt(new Date(iso));
      return `${phase} ${times.week}`;
    };
    expect(at("2026-11-23T17:00:00Z")).toBe("submissions 2026-11-30"); // Monday noon: last week announced
    expect(at("2026-11-27T21:59:59Z")).toBe("submissions 2026-11-30");
    expect(at("2026-11-27T22:00:00Z")).toBe("closed 2026-11-30"); // Friday 5 pm
    expect(at("2026-11-28T04:59:59Z")).toBe("closed 2026-11-30");
    expect(at("2026-11-28T05:00:00Z")).toBe("voting 2026-11-30"); // Saturday 00:00
    expect(at("2026-11-30T04:59:59Z")).toBe("voting 2026-11-30"); // Sunday 23:59:59
    expect(at("2026-11-30T05:00:00Z")).toBe("counting 2026-11-30"); // Monday 00:00
    expect(at("2026-11-30T16:59:59Z")).toBe("counting 2026-11-30");
    expect(at("2026-11-30T17:00:00Z")).toBe("submissions 2026-12-07"); // Monday noon
  });

  it("knows the latest announced week", () => {
    expect(lastAnnouncedWeekAt(new Date("2026-11-30T16:59:59Z"))).toBe("2026-11-23");
    expect(lastAnnouncedWeekAt(new Date("2026-11-30T17:00:00Z"))).toBe("2026-11-30");
  });
});

describe("the voting countdowns (Saturday 00:00 to Monday 00:00 New York)", () => {
  it("opens voting at Saturday midnight, on each side of the November 2025 clock change", () => {
    expect(nextVotingOpen(utc("2025-10-29T15:00:00Z"))).toEqual(utc("2025-11-01T04:00:00Z")); // EDT
    expect(nextVotingOpen(utc("2025-11-05T15:00:00Z"))).toEqual(utc("2025-11-08T05:00:00Z")); // EST
  });

  it("counts a weekend of 49 hours when the clocks go back and 47 when they go forward", () => {
    const fallOpen = nextVotingOpen(utc("2025-10-31T22:00:00Z"));
    expect(timeLeft(nextVotingClose(fallOpen), fallOpen)).toEqual({ days: 2, hours: 1, minutes: 0, seconds: 0 });
    const springOpen = nextVotingOpen(utc("2025-03-07T23:00:00Z"));
    expect(springOpen).toEqual(utc("2025-03-08T05:00:00Z"));
    expect(nextVotingClose(springOpen)).toEqual(utc("2025-03-10T04:00:00Z"));
    expect(timeLeft(nextVotingClose(springOpen), springOpen)).toEqual({ days: 1, hours: 23, minutes: 0, seconds: 0 });
  });

  it("leaves one second at Sunday 11:59:59 pm and moves to next week at Monday 00:00:00", () => {
    expect(timeLeft(nextVotingClose(utc("2025-11-17T04:59:59Z")), utc("2025-11-17T04:59:59Z")).seconds).toBe(1);
    expect(nextVotingClose(utc("2025-11-17T05:00:00Z"))).toEqual(utc("2025-11-24T05:00:00Z"));
  });

  it("gives the page's countdown the end of the phase it is served in, edges included", () => {
    const at = (iso: string) => {
      const kind = countdownAt(utc(iso));
      return [kind, nextDeadline[kind](utc(iso)).toISOString()];
    };
    expect(at("2025-11-12T15:00:00Z")).toEqual(["submission-close", "2025-11-14T22:00:00.000Z"]); // Wednesday
    expect(at("2025-11-14T22:00:00Z")).toEqual(["voting-open", "2025-11-15T05:00:00.000Z"]); // Friday 5 pm
    expect(at("2025-11-15T05:00:00Z")).toEqual(["voting-close", "2025-11-17T05:00:00.000Z"]); // Saturday 00:00
    expect(at("2025-11-17T05:00:00Z")).toEqual(["winner-announcement", "2025-11-17T17:00:00.000Z"]); // Monday 00:00
    expect(at("2025-11-17T17:00:00Z")).toEqual(["submission-close", "2025-11-21T22:00:00.000Z"]); // Monday noon
  });
});

// Moved from the events' schedule test, which went with the dated items it tested (issue 31).
describe("the latest Weekly Drop announcement", () => {
  const at = (iso: string) => new Date(iso);
  it("is the Monday noon (New York) at or before the moment", () => {
    expect(latestWinnerAnnouncementDay(at("2026-11-22T12:00:00-05:00"))).toBe("2026-11-16");
    expect(latestWinnerAnnouncementDay(at("2026-11-23T11:59:59-05:00"))).toBe("2026-11-16");
    expect(latestWinnerAnnouncementDay(at("2026-11-23T12:00:00-05:00"))).toBe("2026-11-23");
    expect(latestWinnerAnnouncementDay(at("2026-11-16T12:00:01-05:00"))).toBe("2026-11-16");
  });
});
