// What /art and /es/art show that changes by the day, for both route modules (app/routes/art.tsx,
// app/routes/es/art.tsx; ADR 0037): the art events not yet over when the page is served, the
// featured ones as Current Events cards with their status and every one with its calendar line,
// and the contest's submission deadline; their dates in the page's language, written here so the
// browser never formats one.
import { localeOf } from "~/platform/locale";
import { getDb } from "~/platform/db.server";
import { pageNow } from "~/platform/page-clock.server";
import { currentEventCards, eventCalendarLine, eventsShowingAt } from "~/features/events/events";
import { publishedEvents } from "~/features/events/events.server";
import { addToCalendarLinks } from "~/features/events/calendar-entry";
import { feedSubscription } from "~/features/events/calendar-feed.server";
import { countdownDeadline } from "~/features/weekly-drop/cycle";
import { artPage } from "~/features/site/copy/art";

export async function artPageData(request: Request) {
  const now = pageNow();
  const locale = localeOf(new URL(request.url).pathname);
  const { undated } = artPage[locale].eventsCalendar;
  const events = await publishedEvents(getDb(), "art");
  return {
    currentEvents: currentEventCards(events, now, locale),
    calendar: eventsShowingAt(events, now).map((event) => ({
      event,
      line: { ...eventCalendarLine(event, undated, locale), calendar: addToCalendarLinks(event, locale) },
    })),
    submissionClose: countdownDeadline("submission-close", now, locale),
    subscription: feedSubscription("art", locale),
  };
}

/** What the page shows, from its loader. */
export type ArtPageData = Awaited<ReturnType<typeof artPageData>>;
