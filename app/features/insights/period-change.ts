// A figure against the same figure in the period before (issue 45, row 4): "+12%", "−5%", "no
// change", and "new" where the period before had none (a percentage of nothing says nothing).
import { addDays } from "~/features/weekly-drop/cycle";
import type { CalendarDate } from "~/platform/copy-types";
import type { DayRange } from "./insights";

/** The days just before `range`, as many as it has. */
export function previousRange(range: DayRange): DayRange {
  const from = range.from as CalendarDate;
  const days = Math.round((Date.parse(range.to) - Date.parse(from)) / 86_400_000) + 1;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

const percent = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** The change from `before` to `now` in words a board reads. */
export function periodChange(now: number, before: number): string {
  if (before === 0) return now === 0 ? "no change" : "new";
  const change = Math.round(((now - before) / before) * 100);
  if (change === 0) return "no change";
  return change > 0 ? `+${percent.format(change)}%` : `−${percent.format(-change)}%`;
}

const points = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A share (0 to 1) against the share before, in percentage points: "+2.5 pts"; "new" or "–" where either has none. */
export function pointsChange(now: number | null, before: number | null): string {
  if (now === null) return "–";
  if (before === null) return "new";
  const change = Math.round((now - before) * 1000) / 10;
  if (change === 0) return "no change";
  return change > 0 ? `+${points.format(change)} pts` : `−${points.format(-change)} pts`;
}
