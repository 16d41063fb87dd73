// Wall-clock arithmetic in a named time zone with Intl alone (no time-zone library): what a
// zone's clocks read at an instant, and the instant they read a given time. It imports no site
// content, so operator commands can use it outside the Vite build.

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string) {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading in `timeZone` at the instant `ms`. */
export function wallClockAt(ms: number, timeZone: string): WallClock {
  const reading: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(ms)) {
    if (part.type !== "literal") reading[part.type] = Number(part.value);
  }
  return {
    year: reading.year,
    month: reading.month,
    day: reading.day,
    hour: reading.hour,
    minute: reading.minute,
    second: reading.second,
  };
}

/** How far `timeZone` is ahead of UTC at the instant `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const c = wallClockAt(ms, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const two = (n: number) => String(n).padStart(2, "0");

/** "2026-11-25T10:00:00-05:00": ISO 8601 as the clocks in `timeZone` read the instant `ms`, with the zone's offset then. */
export function zonedIsoAt(ms: number, timeZone: string): string {
  const c = wallClockAt(ms, timeZone);
  const offset = Math.round(offsetAt(ms, timeZone) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const zone = `${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  return `${String(c.year).padStart(4, "0")}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}:${two(c.second)}${zone}`;
}

/**
 * The instant at which the clocks in `timeZone` show the given date and time. The offset is
 * re-checked at the answer because the guess may sit on the other side of a clock change.
 */
export function zonedTimeToUtc(date: { year: number; month: number; day: number; hour: number; minute: number }, timeZone: string): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, date.hour, date.minute);
  const firstGuess = asUtc - offsetAt(asUtc, timeZone);
  const secondGuess = asUtc - offsetAt(firstGuess, timeZone);
  return new Date(secondGuess);
}
