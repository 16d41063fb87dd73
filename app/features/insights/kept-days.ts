// How long insights keep their daily counts: the privacy notice's period (retention-periods.ts).
import { retention } from "~/platform/retention-periods";

/** The first New York day ("2024-10-29") still kept on `today` ("2026-11-29"); earlier days are deleted. */
export function firstKeptDay(today: string): string {
  const [year, month, date] = today.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1 - retention.insightsMonths, date)).toISOString().slice(0, 10);
}
