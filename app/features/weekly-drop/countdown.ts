// Countdown arithmetic: the time left until a deadline, split into days, hours, minutes and
// seconds. Each tick is recomputed from the clock rather than decremented, so a throttled
// background tab never drifts; the split borrows across units and never goes below zero.

/**
 * A deadline as the page's loader hands it to the countdown: the instant, and the words for it in
 * New York time and the page's language. Worked out on the server, so the browser needs neither
 * the contest's calendar nor a time-zone formatter (its first use costs ~100 ms on a slow phone).
 */
export type CountdownDeadline = { readonly at: number; readonly text: string };

export type CountdownParts = {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
};

export const countdownUnits = ["days", "hours", "minutes", "seconds"] as const satisfies readonly (keyof CountdownParts)[];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Time left until `deadline` at `now`, as d/h/m/s. A started second still counts (0.4 s left
 * shows 1 second), so the display reads zero exactly at the deadline, and stays there after it.
 */
export function timeLeft(deadline: Date | number, now: Date | number): CountdownParts {
  const remaining = Math.max(0, Number(deadline) - Number(now));
  let rest = Math.ceil(remaining / SECOND) * SECOND;
  const days = Math.floor(rest / DAY);
  rest -= days * DAY;
  const hours = Math.floor(rest / HOUR);
  rest -= hours * HOUR;
  const minutes = Math.floor(rest / MINUTE);
  rest -= minutes * MINUTE;
  return { days, hours, minutes, seconds: rest / SECOND };
}

export function isZero(parts: CountdownParts): boolean {
  return parts.days === 0 && parts.hours === 0 && parts.minutes === 0 && parts.seconds === 0;
}

/** "07": two digits, as a countdown shows them. */
export function padUnit(value: number): string {
  return String(value).padStart(2, "0");
}
