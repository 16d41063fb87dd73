import type { Route } from "./+types/sport";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { AgeDialog } from "~/features/site/shell/age-dialog";
import { CrownAccessDialog } from "~/features/leads/shell/crown-access-dialog";
import { MentorDialog } from "~/features/leads/shell/mentor-dialog";
import { ActionButton, type DialogRenderers } from "~/features/site/page/action-button";
import { CardGrid } from "~/features/site/page/card-grid";
import { CtaBlock } from "~/features/site/page/cta-block";
import { FeaturedEventCard } from "~/features/events/components/event-card";
import { EventsCalendar } from "~/features/events/components/events-calendar";
import { FeatureCard } from "~/features/site/page/feature-card";
import { Hero } from "~/features/site/page/hero";
import { HeroArt } from "~/features/site/page/hero-art";
import { Icon } from "~/ui/icon";
import { PathCard } from "~/features/site/page/path-card";
import { Section } from "~/features/site/page/section";
import { StatStrip } from "~/features/site/page/stat-strip";
import { PartnershipDialog } from "~/features/leads/shell/partnership-dialog";
import { pageMeta } from "~/features/site/page/page-meta";
import { getDb } from "~/platform/db.server";
import { datedPageHeaders, pageNow } from "~/platform/page-clock.server";
import { currentEventCards, eventCalendarLine, eventsShowingAt } from "~/features/events/events";
import { publishedEvents } from "~/features/events/events.server";
import { addToCalendarLinks } from "~/features/events/calendar-entry";
import { feedSubscription } from "~/features/events/calendar-feed.server";
import { SubscribeToEvents } from "~/features/events/components/add-to-calendar";
import { calendarEventsJsonLd } from "~/features/events/components/events-json-ld";
import { sportPage, sportMeta } from "~/features/site/copy/sport";
import { usePageTexts } from "~/features/site/content/use-page-content";

/**
 * The sport events not yet over when the page is served: the featured ones as Current Events cards
 * with their status, and every one with its calendar line, in the page's language here on the server.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const now = pageNow();
  const locale = localeOf(new URL(request.url).pathname);
  const { undated } = sportPage[locale].eventsCalendar;
  const events = await publishedEvents(getDb(), "sport");
  const calendar = eventsShowingAt(events, now).map((event) => ({
    event,
    line: { ...eventCalendarLine(event, undated, locale), calendar: addToCalendarLinks(event, locale) },
  }));
  return { currentEvents: currentEventCards(events, now, locale), calendar, subscription: feedSubscription("sport", locale) };
}

export const headers = () => datedPageHeaders;

const dialogs: DialogRenderers = {
  age: (props) => <AgeDialog {...props} />,
  mentor: (props) => <MentorDialog variant="sport" {...props} />,
  partnership: (props) => <PartnershipDialog variant="sport" {...props} />,
  "crown-access": (props) => <CrownAccessDialog {...props} />,
};

export default function SportPage({ loaderData }: Route.ComponentProps) {
  const { hero, stats, pillars, paths, currentEvents, crownAccess, eventsCalendar, closing } = usePageTexts(
    "site/sport",
    sportPage[useLocale()],
  );
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

      {loaderData.currentEvents.length > 0 && (
        <Section heading={currentEvents.heading}>
          <CardGrid columns={3}>
            {loaderData.currentEvents.map((event) => (
              <FeaturedEventCard key={event.key} event={event} colour="sport" />
            ))}
          </CardGrid>
        </Section>
      )}

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
        <SubscribeToEvents subscription={loaderData.subscription} className="mt-4" />
      </Section>

      <CtaBlock cta={closing} colour="sport" dialogs={dialogs} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeOf(location.pathname);
  const { hero } = sportPage[locale];
  return pageMeta("/sport", locale, sportMeta, calendarEventsJsonLd(loaderData?.calendar ?? [], `${hero.title} (${hero.tagline})`));
};
