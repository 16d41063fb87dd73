// What /art/community and /es/art/community show that changes by the day, for both route modules
// (app/routes/art-community.tsx, app/routes/es/art-community.tsx; ADR 0037).
import { localeOf } from "~/platform/locale";
import { getDb } from "~/platform/db.server";
import { pageNow } from "~/platform/page-clock.server";
import { eventsShowingAt, eventTextsIn, eventWhen, eventWhereAndCost } from "~/features/events/events";
import { publishedEvents } from "~/features/events/events.server";
import { addToCalendarLinks } from "~/features/events/calendar-entry";
import { feedSubscription } from "~/features/events/calendar-feed.server";
import { artCommunityPage } from "~/features/site/copy/art-community.en";

/**
 * The next dated art events (meet-ups among them) not yet over when the page is served, dated in
 * its language. Featured events (the contest, a class series) are /art's Current Events, not meet-ups.
 */
export async function artCommunityPageData(request: Request) {
  const locale = localeOf(new URL(request.url).pathname);
  const showing = eventsShowingAt(await publishedEvents(getDb(), "art"), pageNow());
  const upcoming = showing
    .filter((event) => event.startsAt !== null && !event.featured)
    .slice(0, artCommunityPage.meetup.upcomingCount)
    .map((event) => ({
      id: event.id,
      title: eventTextsIn(event, locale).title,
      when: eventWhen(event, locale),
      where: eventWhereAndCost({ ...event, cost: eventTextsIn(event, locale).cost }),
      link: event.link,
      calendar: addToCalendarLinks(event, locale),
    }));
  return { upcoming, subscription: feedSubscription("art", locale) };
}

/** What the page shows, from its loader. */
export type ArtCommunityPageData = Awaited<ReturnType<typeof artCommunityPageData>>;
