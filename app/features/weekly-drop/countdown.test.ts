import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isZero, padUnit, timeLeft } from "./countdown";

const deadline = Date.UTC(2025, 10, 14, 22, 0, 0);
const seconds = (s: number) => s * 1000;

describe("timeLeft", () => {
  it("splits the spec's demo start of 3d 14h 21m 45s, and one tick later shows 44 seconds", () => {
    const total = ((3 * 24 + 14) * 60 + 21) * 60 + 45;
    expect(timeLeft(deadline, deadline - seconds(total))).toEqual({ days: 3, hours: 14, minutes: 21, seconds: 45 });
    expect(timeLeft(deadline, deadline - seconds(total - 1))).toEqual({ days: 3, hours: 14, minutes: 21, seconds: 44 });
  });

  it("borrows across every unit when a second passes a boundary", () => {
    expect(timeLeft(deadline, deadline - seconds(86_400))).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(timeLeft(deadline, deadline - seconds(86_399))).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(timeLeft(deadline, deadline - seconds(3_600))).toEqual({ days: 0, hours: 1, minutes: 0, seconds: 0 });
    expect(timeLeft(deadline, deadline - seconds(3_599))).toEqual({ days: 0, hours: 0, minutes: 59, seconds: 59 });
    expect(timeLeft(deadline, deadline - seconds(60))).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(timeLeft(deadline, deadline - seconds(59))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });

  it("counts a started second, so it reads zero exactly at the deadline", () => {
    expect(timeLeft(deadline, deadline - 400)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(timeLeft(deadline, deadline - 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(isZero(timeLeft(deadline, deadline - 1))).toBe(false);
    expect(isZero(timeLeft(deadline, deadline))).toBe(true);
  });

  it("stops at zero after the deadline instead of going negative", () => {
    for (const late of [1, 999, 1000, seconds(90_000)]) {
      expect(timeLeft(deadline, deadline + late)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    }
  });

  it("always gives whole units in range that add back up to the time left", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: seconds(40 * 86_400) }), (left) => {
        const parts = timeLeft(deadline, deadline - left);
        expect(parts.hours).toBeLessThan(24);
        expect(parts.minutes).toBeLessThan(60);
        expect(parts.seconds).toBeLessThan(60);
        for (const value of Object.values(parts)) expect(Number.isInteger(value) && value >= 0).toBe(true);
        const total = ((parts.days * 24 + parts.hours) * 60 + parts.minutes) * 60 + parts.seconds;
        expect(total).toBe(Math.ceil(left / 1000));
      }),
    );
  });
});

describe("padUnit", () => {
  it("shows two digits below 100 and every digit above", () => {
    expect(padUnit(0)).toBe("00");
    expect(padUnit(7)).toBe("07");
    expect(padUnit(59)).toBe("59");
    expect(padUnit(123)).toBe("123");
  });
});
