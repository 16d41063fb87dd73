// What the event form tells staff besides its fields' errors: which fields a copy took from its
// original, and that a date being published has passed (they may still publish it).
import { eventFormText } from "~/features/events/copy/staff-events";
import type { EventInput } from "./event-form";
import { eventWhen, isOver, type ProgrammeEvent } from "./events";

const fieldLabels: Record<string, string> = eventFormText.fields;

/** The labels of the fields a copy filled in from its original, in the form's order ("Title", "Description in Spanish"). */
export function copiedFieldLabels(values: Record<string, string>): string[] {
  return Object.entries(values)
    .filter(([name, value]) => value !== "" && Object.hasOwn(fieldLabels, name))
    .map(([name]) => fieldLabels[name]);
}

/** The dates the staff confirmed publishing although past: the confirmation holds for these dates only. */
export function pastDateKey(input: Pick<EventInput, "startsAt" | "endsAt">): string {
  return `${input.startsAt ?? ""}/${input.endsAt ?? ""}`;
}

/**
 * When publishing `input` at `now` would post an event already over, and staff did not confirm
 * these dates: when it was. An edit of an event already published on these dates (a past one's
 * typo) does not ask.
 */
export function unconfirmedPastDate(
  input: EventInput,
  confirmed: string | undefined,
  now: Date,
  before?: Pick<ProgrammeEvent, "published" | "startsAt" | "endsAt">,
): string | null {
  if (!input.published || !isOver(input, now) || confirmed === pastDateKey(input)) return null;
  if (before?.published && pastDateKey(before) === pastDateKey(input)) return null;
  return eventWhen(input);
}
