import type { AddToCalendarLinks } from "~/features/events/calendar-entry";
import { ExternalAnchor } from "~/ui/page/action-button";
import { cn } from "~/platform/class-names";

const linkClass = "underline underline-offset-4";

/**
 * An event's Add to calendar links: its .ics file, Google Calendar and Outlook. Plain links, worked
 * out with their words by the page's loader: they work without JavaScript and add no copy to it.
 * Screen readers hear the event's title with each.
 */
export function AddToCalendar({ links, title, className }: { links: AddToCalendarLinks; title: string; className?: string }) {
  const about = <span className="sr-only">: {title}</span>;
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm", className)}>
      <span className="font-bold">{links.heading}:</span>
      <a href={links.ics.href} className={linkClass}>
        {links.ics.label}
        {about}
      </a>
      {[links.google, links.outlook].map((link) => (
        <ExternalAnchor key={link.label} href={link.href} className={linkClass}>
          {link.label}
          {about}
        </ExternalAnchor>
      ))}
    </p>
  );
}

/** The link to subscribe to a programme's events (webcal:) and what it does, from the loader. */
export type FeedSubscription = { href: string; label: string; hint: string };

export function SubscribeToEvents({ subscription, className }: { subscription: FeedSubscription; className?: string }) {
  return (
    <p className={cn("text-sm text-muted", className)}>
      <a href={subscription.href} className={cn(linkClass, "font-bold text-paper")}>
        {subscription.label}
      </a>{" "}
      {subscription.hint}
    </p>
  );
}
