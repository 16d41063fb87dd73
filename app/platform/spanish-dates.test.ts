import { describe, expect, it } from "vitest";
import { eventWhen } from "~/features/events/events";

// An event's time on the Spanish pages is Intl's es-US, spelled as the Spanish copy beside it is.
describe("event times on the Spanish pages", () => {
  it("gives abbreviations their period, and holds each time together with no-break spaces", () => {
    // Saturday, December 5, 2:00 to 5:00 pm in New York (EST, UTC-5).
    expect(eventWhen({ startsAt: "2026-12-05T19:00:00.000Z", endsAt: "2026-12-05T22:00:00.000Z" }, "es")).toBe(
      "sáb., 5 de dic., 2:00\u00a0p.\u00a0m. – 5:00\u00a0p.\u00a0m.",
    );
  });

  it("spells both days of an event over several days the same way", () => {
    expect(eventWhen({ startsAt: "2026-11-07T15:00:00.000Z", endsAt: "2026-12-14T05:00:00.000Z" }, "es")).toBe(
      "sáb., 7 de nov. – dom., 13 de dic.",
    );
  });

  it("leaves the English times as Intl writes them", () => {
    expect(eventWhen({ startsAt: "2026-12-05T19:00:00.000Z", endsAt: null }, "en")).toMatch(/^Sat, Dec 5, 2:00\sPM$/);
  });
});
