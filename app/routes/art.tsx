import type { Route } from "./+types/art";
import { type Locale, localeOf, localePath } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { AgeDialog } from "~/features/site/shell/age-dialog";
import { Countdown } from "~/features/weekly-drop/components/countdown";
import { EmailSignup } from "~/features/leads/shell/email-signup";
import { MentorDialog } from "~/features/leads/shell/mentor-dialog";
import { ActionButton, type DialogRenderers } from "~/ui/page/action-button";
import { CardGrid } from "~/ui/page/card-grid";
import { EventCard, FeaturedEventCard } from "~/features/events/components/event-card";
import { EventsCalendar } from "~/features/events/components/events-calendar";
import { Hero } from "~/ui/page/hero";
import { PathCard } from "~/features/site/page/path-card";
import { Section } from "~/ui/page/section";
import { absoluteUrl, eventJsonLd, pageMeta } from "~/ui/page/page-meta";
import { getDb } from "~/platform/db.server";
import { datedPageHeaders, pageNow } from "~/platform/page-clock.server";
import { currentEventCards, eventCalendarLine, eventsShowingAt } from "~/features/events/events";
import { publishedEvents } from "~/features/events/events.server";
import { addToCalendarLinks } from "~/features/events/calendar-entry";
import { feedSubscription } from "~/features/events/calendar-feed.server";
import { SubscribeToEvents } from "~/features/events/components/add-to-calendar";
import { calendarEventsJsonLd } from "~/features/events/components/events-json-ld";
import { countdownDeadline } from "~/features/weekly-drop/cycle";
import { artPage, artMeta } from "~/features/site/copy/art";
import { weeklyDropPage } from "~/features/weekly-drop/copy/weekly-drop";
import { usePageTexts } from "~/platform/use-page-content";

/**
 * The art events not yet over when the page is served: the featured ones as Current Events cards
 * with their status, and every one with its calendar line; their dates in the page's language,
 * written here so the browser never formats one.
 */
export async function loader({ request }: Route.LoaderArgs) {
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

export const headers = () => datedPageHeaders;

const dialogs: DialogRenderers = {
  age: (props) => <AgeDialog {...props} />,
  mentor: (props) => <MentorDialog variant="art" {...props} />,
};

export default function ArtPage({ loaderData }: Route.ComponentProps) {
  const { hero, weeklyDrop, paths, currentEvents, stayUpdated, eventsCalendar } = usePageTexts("site/art", artPage[useLocale()]);
  return (
    <>
      <Hero
        colour="art"
        motif="burst"
        title={hero.title}
        subtitle={hero.tagline}
        lede={<p>{hero.line}</p>}
        aside={
          <section aria-labelledby="weekly-drop-heading" className="grid gap-5 rounded-card border-4 border-art bg-ink-2/95 p-5 sm:p-8">
            <h2 id="weekly-drop-heading" className="text-3xl uppercase">
              {weeklyDrop.heading}
            </h2>
            <Countdown deadline={loaderData.submissionClose} copy={weeklyDrop.countdown} colour="art" />
            <ActionButton action={weeklyDrop.action} variant="art" className="justify-self-start max-sm:w-full" />
          </section>
        }
      />

      <Section heading={paths.heading} colour="art">
        <CardGrid columns={3}>
          {paths.cards.map((card) => (
            <PathCard key={card.title} card={card} dialogs={dialogs} />
          ))}
        </CardGrid>
      </Section>

      <Section heading={currentEvents.heading} tone="raised">
        <CardGrid columns={3}>
          {loaderData.currentEvents.map((event) => (
            <FeaturedEventCard key={event.key} event={event} colour="art" />
          ))}
          <EventCard
            card={{ ...currentEvents.weeklyDrop, status: "entries-open" }}
            colour="art"
            note={`${currentEvents.weeklyDropCloses} ${loaderData.submissionClose.text}.`}
          />
        </CardGrid>
      </Section>

      <div className="container-site pt-section">
        <div className="grid max-w-3xl gap-4 rounded-card border-2 border-art bg-art/10 p-6 sm:p-10">
          <EmailSignup source="art" heading={stayUpdated.heading} buttonLabel={stayUpdated.buttonLabel} />
          <p className="text-paper/90">{stayUpdated.text}</p>
        </div>
      </div>

      <Section heading={eventsCalendar.heading}>
        <EventsCalendar items={[...eventsCalendar.items, ...loaderData.calendar.map(({ line }) => line)]} colour="art" />
        <SubscribeToEvents subscription={loaderData.subscription} className="mt-4" />
      </Section>
    </>
  );
}

/** Event JSON-LD for the calendar: the art events (the contest among them) and The Weekly Drop's draws. */
function calendarEvents(calendar: Route.ComponentProps["loaderData"]["calendar"], locale: Locale) {
  const [weeklyDraws] = artPage[locale].eventsCalendar.items;
  const { hero } = artPage[locale];
  const weeklyDrop = weeklyDropPage[locale].hero;
  return [
    ...calendarEventsJsonLd(calendar, `${hero.title} (${hero.tagline})`),
    eventJsonLd({
      name: `${weeklyDrop.title}: ${weeklyDraws.title}`,
      description: weeklyDrop.lede,
      url: absoluteUrl(localePath(locale, "/art/weekly-prize")),
    }),
  ];
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeOf(location.pathname);
  return pageMeta("/art", locale, artMeta, calendarEvents(loaderData?.calendar ?? [], locale));
};
