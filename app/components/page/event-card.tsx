import type { ColourToken, EventCard as EventCardData } from "~/content/types";
import { cn } from "~/lib/class-names";
import { accentOf } from "./accent";
import { ActionButton } from "./action-button";
import { FeatureCard } from "./feature-card";

const live = new Set<EventCardData["status"]>(["ONGOING", "ACTIVE NOW"]);

/** A current-event card: its status as a badge (live ones solid), a line, and its link if any. */
export function EventCard({ event, colour }: { event: EventCardData; colour: ColourToken }) {
  const accent = accentOf(colour);
  const isLive = live.has(event.status);
  return (
    <FeatureCard
      title={event.title}
      description={event.description}
      icon={event.icon}
      colour={colour}
      eyebrow={
        <span
          className={cn(
            "inline-flex items-center gap-2 rounded-pill border-2 px-3 py-0.5 text-xs",
            isLive ? cn(accent.bg, accent.border, "text-ink") : cn(accent.border, accent.text),
          )}
        >
          {isLive && <span aria-hidden="true" className="size-2 rounded-pill bg-ink" />}
          {event.status}
        </span>
      }
    >
      {event.action && (
        <div className="mt-auto pt-2">
          <ActionButton action={event.action} variant={isLive ? accent.button : "outline"} className="max-sm:w-full" />
        </div>
      )}
    </FeatureCard>
  );
}
