// Each figure the Insights page shows beside the same figure for the days just before, as many
// (issue 45, row 4): "1,234 (+12%)", a conversion "25% (+2.5 pts)".
import type { Counts } from "./insights";
import { periodChange, pointsChange } from "./period-change";

const number = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** A count and its change; a row the period before did not have counts as none. */
export const withChange = (now: number, before: number | undefined) => `${number.format(now)} (${periodChange(now, before ?? 0)})`;

/** Views and visitors, each with its change. */
export const countsWithChange = (now: Counts, before: Counts | undefined) => [
  withChange(now.views, before?.views),
  withChange(now.visitors, before?.visitors),
];

/** A share of visitors and its change in points; "–" with no visitors. */
export const shareWithChange = (now: number | null, before: number | null | undefined) =>
  now === null ? "–" : `${percent.format(now)} (${pointsChange(now, before ?? null)})`;

/** The period before's row with the same key as one shown now, or undefined. */
export function lookUp<T>(rows: readonly T[], key: (row: T) => string): (row: T) => T | undefined {
  const byKey = new Map(rows.map((row) => [key(row), row]));
  return (row) => byKey.get(key(row));
}
