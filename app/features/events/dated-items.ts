// What a dated card or calendar line says in the status its page's loader worked out. Kept apart
// from lib/schedule.ts so the page blocks that render them carry no calendar arithmetic.
import type { CalendarItem, DatedStatus, EventCard, StatusVariant } from "~/features/site/copy/types";

/** An event card as it reads in one status: its words and button, and whether it is on now. */
export function eventCardIn(card: EventCard, status: DatedStatus) {
  const variant: StatusVariant = card.byStatus?.[status] ?? {};
  const action = variant.action === null ? undefined : (variant.action ?? card.action);
  return { title: card.title, icon: card.icon, description: variant.description ?? card.description, action, live: status === "open" };
}

/** A calendar line as it reads in one status (lines with a fixed detail ignore it). */
export function calendarItemIn(item: CalendarItem, status: DatedStatus | null) {
  const detail = "detail" in item ? item.detail : ((status && item.detailByStatus[status]) ?? "");
  return { title: item.title, note: item.note, detail };
}
