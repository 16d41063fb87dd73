// The ranges a board asks for by name (issue 45, row 4): the last 7, 30 or 90 days, this month,
// last month and this year, each of New York days up to today (a month or year so far).
import { addDays } from "~/features/weekly-drop/cycle";
import type { CalendarDate } from "~/platform/copy-types";
import type { DayRange } from "./insights";

export const rangePresets = [
  { id: "7-days", label: "Last 7 days" },
  { id: "30-days", label: "Last 30 days" },
  { id: "90-days", label: "Last 90 days" },
  { id: "this-month", label: "This month" },
  { id: "last-month", label: "Last month" },
  { id: "this-year", label: "This year" },
] as const;
export type RangePreset = (typeof rangePresets)[number]["id"];

export const isRangePreset = (value: string | null): value is RangePreset => rangePresets.some((preset) => preset.id === value);

/** The days a preset stands for when New York's date is `today`. */
export function presetRange(preset: RangePreset, today: CalendarDate): DayRange {
  const [year, month] = today.split("-");
  const firstOfMonth = `${year}-${month}-01` as CalendarDate;
  switch (preset) {
    case "7-days":
    case "30-days":
    case "90-days":
      return { from: addDays(today, 1 - Number(preset.split("-")[0])), to: today };
    case "this-month":
      return { from: firstOfMonth, to: today };
    case "last-month": {
      const last = addDays(firstOfMonth, -1);
      return { from: `${last.slice(0, 7)}-01`, to: last };
    }
    case "this-year":
      return { from: `${year}-01-01`, to: today };
  }
}
