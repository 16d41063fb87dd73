import type { Route } from "./+types/sport";
import { type Locale, localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { AgeDialog } from "~/features/site/shell/age-dialog";
import { CrownAccessDialog } from "~/features/leads/shell/crown-access-dialog";
import { MentorDialog } from "~/features/leads/shell/mentor-dialog";
import { ActionButton, type DialogRenderers } from "~/features/site/page/action-button";
import { CardGrid } from "~/features/site/page/card-grid";
import { CtaBlock } from "~/features/site/page/cta-block";
import { EventCard } from "~/features/events/page/event-card";
import { EventsCalendar } from "~/features/events/page/events-calendar";
import { FeatureCard } from "~/features/site/page/feature-card";
import { Hero } from "~/features/site/page/hero";
import { HeroArt } from "~/features/site/page/hero-art";
import { Icon } from "~/ui/icon";
import { PathCard } from "~/features/site/page/path-card";
import { Section } from "~/features/site/page/section";
import { StatStrip } from "~/features/site/page/stat-strip";
import { PartnershipDialog } from "~/features/leads/shell/partnership-dialog";
import { sportPage as sportPageEn } from "~/features/site/copy/sport.en";
import { eventJsonLd, pageMeta } from "~/features/site/page/page-meta";
import { getDb } from "~/platform/db.server";
import { datedPageHeaders, pageNow } from "~/platform/page-clock.server";
import {
  type EventCalendarLine,
  eventCalendarLine,
  eventsShowingAt,
  eventWhereAndCost,
  type ProgrammeEvent,
} from "~/features/events/events";
import { publishedEvents } from "~/features/events/events.server";
import { statusesAt } from "~/features/events/schedule";
import { sportPage } from "~/features/site/copy/sport";

/**
 * The statuses of the page's dated items and its published events not yet over, when the page is
 * served; each event with its calendar line, dated in the page's language here on the server.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const now = pageNow();
  const locale = localeOf(new URL(request.url).pathname);
  const { undated } = sportPage[locale].eventsCalendar;
  const calendar = eventsShowingAt(await publishedEvents(getDb(), "sport"), now).map((event) => ({
    event,
    line: eventCalendarLine(event, undated, locale),
  }));
  return { events: statusesAt(sportPageEn.currentEvents.cards, now), calendar };
}

export const headers = () => datedPageHeaders;

const dialogs: DialogRenderers = {
  age: (props) => <AgeDialog {...props} />,
  mentor: (props) => <MentorDialog variant="sport" {...props} />,
  partnership: (props) => <PartnershipDialog variant="sport" {...props} />,
  "crown-access": (props) => <CrownAccessDialog {...props} />,
};

export default function SportPage({ loaderData }: Route.ComponentProps) {
  const { hero, stats, pillars, paths, currentEvents, crownAccess, eventsCalendar, closing } = sportPage[useLocale()];
  return (
    <>
      <Hero colour="sport" motif="rings" title={hero.title} subtitle={hero.tagline} lede={<p>{hero.lede}</p>}>
        <StatStrip stats={stats} colour="sport" className="mt-4 w-full" />
      </Hero>

      <Section heading={pillars.heading} colour="sport">
        <CardGrid columns={3}>
          {pillars.cards.map((card) => (
            <FeatureCard key={card.title} title={card.title} description={card.description} icon={card.icon} colour="sport" />
          ))}
        </CardGrid>
      </Section>

      <Section heading={paths.heading} tone="raised">
        <CardGrid columns={3}>
          {paths.cards.map((card) => (
            <PathCard key={card.title} card={card} dialogs={dialogs} />
          ))}
        </CardGrid>
      </Section>

      <Section heading={currentEvents.heading}>
        <CardGrid columns={3}>
          {currentEvents.cards.map((event, i) => (
            <EventCard key={event.title} event={event} status={loaderData.events[i] ?? "coming-soon"} colour="sport" />
          ))}
        </CardGrid>
      </Section>

      <section aria-labelledby="crown-access-heading" className="container-site">
        <div className="relative isolate grid gap-6 overflow-hidden rounded-card bg-sport p-8 text-ink sm:p-12 lg:grid-cols-[auto_1fr_auto] lg:items-center">
          <HeroArt colour="wildcard" motif="rings" className="-right-32 -top-32 -z-10 hidden w-96 opacity-40 lg:block" />
          <span className="grid size-20 place-items-center rounded-card bg-ink text-sport">
            <Icon name="Crown" className="size-11" />
          </span>
          <div className="grid gap-2">
            <h2 id="crown-access-heading" className="text-hero uppercase">
              {crownAccess.heading}
            </h2>
            <p className="max-w-2xl text-lg font-medium">{crownAccess.text}</p>
          </div>
          <ActionButton action={crownAccess.action} variant="paper" size="lg" dialogs={dialogs} className="max-sm:w-full" />
        </div>
      </section>

      <Section heading={eventsCalendar.heading}>
        <EventsCalendar items={loaderData.calendar.map(({ line }) => line)} colour="sport" />
      </Section>

      <CtaBlock cta={closing} colour="sport" dialogs={dialogs} />
    </>
  );
}

/** Event JSON-LD for the calendar's events: with their dates and place once they are set. */
function calendarEvents(calendar: readonly { event: ProgrammeEvent; line: EventCalendarLine }[], locale: Locale) {
  const { hero } = sportPage[locale];
  return calendar.map(({ event, line }) =>
    eventJsonLd({
      name: event.title,
      // The line's detail is the event's date, or that it has none yet.
      description: event.description ?? `${hero.title} (${hero.tagline}): ${event.title}. ${line.detail}.`,
      startDate: event.startsAt ?? undefined,
      endDate: event.endsAt ?? undefined,
      location: eventWhereAndCost({ ...event, cost: null }),
      url: event.link ?? undefined,
    }),
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeOf(location.pathname);
  return pageMeta("/sport", locale, calendarEvents(loaderData?.calendar ?? [], locale));
};
