import type * as React from "react";
import type { Action, ColourToken } from "~/platform/copy-types";
import type { IconName } from "~/ui/icon-names";
import type { EventCardStatus } from "~/features/events/copy/event-card.en";
import type { CurrentEventCard } from "~/features/events/events";
import { cn } from "~/platform/class-names";
import { useLocale } from "~/platform/use-locale";
import { accentOf } from "~/ui/page/accent";
import { ActionButton } from "~/ui/page/action-button";
import { FeatureCard } from "~/ui/page/feature-card";
import { eventLinkLabel, eventStatusLabels } from "~/features/events/copy/event-card";

/** What a Current Events card shows: its words, icon, status on the day the page is served, and button. */
type EventCardContent = { title: string; description?: string; icon: IconName; status: EventCardStatus; action?: Action };

/**
 * A current-event card: the status as a badge (solid while it is on), its words, its button and
 * an optional note (when it is, when entries close).
 */
export function EventCard({ card, colour, note }: { card: EventCardContent; colour: ColourToken; note?: React.ReactNode }) {
  const accent = accentOf(colour);
  const live = card.status === "open" || card.status === "entries-open";
  const statusLabel = eventStatusLabels[useLocale()][card.status];
  return (
    <FeatureCard
      title={card.title}
      description={card.description}
      icon={card.icon}
      colour={colour}
      eyebrow={
        <span
          data-status={card.status}
          className={cn(
            "inline-flex items-center gap-2 rounded-pill border-2 px-3 py-0.5 text-xs",
            live ? cn(accent.bg, accent.border, "text-ink") : cn(accent.border, accent.text),
          )}
        >
          {live && <span aria-hidden="true" className="size-2 rounded-pill bg-ink" />}
          {statusLabel}
        </span>
      }
    >
      {note && <p className="text-sm font-semibold text-paper">{note}</p>}
      {card.action && (
        <div className="mt-auto pt-2">
          <ActionButton action={card.action} variant={live ? accent.button : "outline"} className="max-sm:w-full" />
        </div>
      )}
    </FeatureCard>
  );
}

/** A featured event (its programme's Current Events) as a card: its dates as the note, its link as the button. */
export function FeaturedEventCard({ event, colour }: { event: CurrentEventCard; colour: ColourToken }) {
  const linkLabel = eventLinkLabel[useLocale()];
  const action: Action | undefined = event.href ? { label: linkLabel, context: event.title, href: event.href, external: true } : undefined;
  return (
    <EventCard
      card={{ title: event.title, description: event.description, icon: "CalendarDays", status: event.status, action }}
      colour={colour}
      note={event.when}
    />
  );
}
