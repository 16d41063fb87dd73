import { addToCalendar, subscribe } from "~/features/events/copy/add-to-calendar";
import type { AddToCalendarLinks } from "~/features/events/calendar-entry";
import { ExternalAnchor } from "~/features/site/page/action-button";
import { cn } from "~/platform/class-names";
import { useLocale } from "~/platform/use-locale";

const linkClass = "underline underline-offset-4";

/**
 * An event's Add to calendar links: its .ics file, Google Calendar and Outlook. Plain links, worked
 * out on the server: they work without JavaScript. Screen readers hear the event's title with each.
 */
export function AddToCalendar({ links, title, className }: { links: AddToCalendarLinks; title: string; className?: string }) {
  const copy = addToCalendar[useLocale()];
  const about = <span className="sr-only">: {title}</span>;
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm", className)} data-add-to-calendar="">
      <span className="font-bold">{copy.heading}:</span>
      <a href={links.ics} className={linkClass}>
        {copy.ics}
        {about}
      </a>
      <ExternalAnchor href={links.google} className={linkClass}>
        {copy.google}
        {about}
      </ExternalAnchor>
      <ExternalAnchor href={links.outlook} className={linkClass}>
        {copy.outlook}
        {about}
      </ExternalAnchor>
    </p>
  );
}

/** The link to subscribe to a programme's events (webcal:), with what it does. */
export function SubscribeToEvents({ href, className }: { href: string; className?: string }) {
  const copy = subscribe[useLocale()];
  return (
    <p className={cn("text-sm text-muted", className)}>
      <a href={href} className={cn(linkClass, "font-bold text-paper")}>
        {copy.label}
      </a>{" "}
      {copy.hint}
    </p>
  );
}
