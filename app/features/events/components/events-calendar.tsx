import type { ColourToken } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { accentOf } from "~/ui/page/accent";
import { ExternalAnchor } from "~/ui/page/action-button";
import type { AddToCalendarLinks } from "~/features/events/calendar-entry";
import { AddToCalendar } from "~/features/events/components/add-to-calendar";

type CalendarLine = {
  key?: string;
  title: string;
  note?: string;
  detail: string;
  description?: string;
  href?: string;
  /** A dated event's Add to calendar links. */
  calendar?: AddToCalendarLinks;
};

/**
 * An events calendar: one row per item, what it is on the left and when (or its state) on the
 * right. An item with a link (an event's tickets or details) has its title link there.
 */
export function EventsCalendar({ items, colour }: { items: readonly CalendarLine[]; colour: ColourToken }) {
  const accent = accentOf(colour);
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li
          key={item.key ?? item.title}
          className="flex flex-col gap-3 rounded-card border-2 border-line bg-ink-2 p-5 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:gap-6"
        >
          <div className="flex items-center gap-4">
            <span aria-hidden="true" className={cn("h-10 w-1.5 shrink-0 rounded-pill", accent.bg)} />
            <div className="grid gap-0.5">
              <h3 className="text-xl uppercase leading-tight">
                {item.href ? (
                  <ExternalAnchor href={item.href} className={cn("underline underline-offset-4", accent.text)}>
                    {item.title}
                  </ExternalAnchor>
                ) : (
                  item.title
                )}
              </h3>
              {item.note && <p className="text-muted">{item.note}</p>}
              {item.description && <p className="text-paper/90">{item.description}</p>}
            </div>
          </div>
          <p
            className={cn(
              "self-start rounded-pill border-2 px-4 py-1 font-bold uppercase tracking-wide sm:self-auto",
              accent.border,
              accent.text,
            )}
          >
            {item.detail}
          </p>
          {item.calendar && <AddToCalendar links={item.calendar} title={item.title} className="sm:basis-full sm:pl-5.5" />}
        </li>
      ))}
    </ul>
  );
}
