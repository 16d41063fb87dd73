// The badge each dated card wears, by the kind of thing it is and its status on the day the page
// is served (see Schedule in types.ts).
import type { DatedStatus, Schedule } from "~/features/site/copy/types";

export const eventStatusLabels = {
  contest: { upcoming: "UPCOMING", open: "ONGOING", closed: "CLOSED", past: "ENDED" },
  run: { upcoming: "UPCOMING", open: "ACTIVE NOW", past: "ENDED" },
  "weekly-drop": { open: "OPEN NOW" },
  "coming-soon": { "coming-soon": "COMING SOON" },
} as const satisfies Record<Schedule["kind"], Partial<Record<DatedStatus, string>>>;

export function eventStatusLabel(kind: Schedule["kind"], status: DatedStatus): string {
  return (eventStatusLabels[kind] as Partial<Record<DatedStatus, string>>)[status] ?? "";
}
