import type * as React from "react";
import type { ColourToken, DatedStatus, EventCard as EventCardData } from "~/features/site/copy/types";
import { cn } from "~/platform/class-names";
import { eventCardIn } from "~/features/events/dated-items";
import { useLocale } from "~/platform/use-locale";
import { accentOf } from "~/features/site/page/accent";
import { ActionButton } from "~/features/site/page/action-button";
import { FeatureCard } from "~/features/site/page/feature-card";
import { eventStatusLabel } from "~/features/events/copy/event-status";

/**
 * A current-event card as it reads in its status on the day the page is served: the status as a
 * badge (solid while it is on), its words and its button for that status, and an optional note.
 */
export function EventCard({
  event,
  status,
  colour,
  note,
}: {
  event: EventCardData;
  status: DatedStatus;
  colour: ColourToken;
  note?: React.ReactNode;
}) {
  const accent = accentOf(colour);
  const card = eventCardIn(event, status);
  const statusLabel = eventStatusLabel[useLocale()];
  return (
    <FeatureCard
      title={card.title}
      description={card.description}
      icon={card.icon}
      colour={colour}
      eyebrow={
        <span
          data-status={status}
          className={cn(
            "inline-flex items-center gap-2 rounded-pill border-2 px-3 py-0.5 text-xs",
            card.live ? cn(accent.bg, accent.border, "text-ink") : cn(accent.border, accent.text),
          )}
        >
          {card.live && <span aria-hidden="true" className="size-2 rounded-pill bg-ink" />}
          {statusLabel(event.schedule.kind, status)}
        </span>
      }
    >
      {note && <p className="text-sm font-semibold text-paper">{note}</p>}
      {card.action && (
        <div className="mt-auto pt-2">
          <ActionButton action={card.action} variant={card.live ? accent.button : "outline"} className="max-sm:w-full" />
        </div>
      )}
    </FeatureCard>
  );
}
