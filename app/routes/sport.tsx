import type { Route } from "./+types/sport";
import { bilingual, type Locale, localeOf } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { AgeDialog } from "~/components/shell/age-dialog";
import { CrownAccessDialog } from "~/components/shell/crown-access-dialog";
import { MentorDialog } from "~/components/shell/mentor-dialog";
import { ActionButton, type DialogRenderers } from "~/components/page/action-button";
import { CardGrid } from "~/components/page/card-grid";
import { CtaBlock } from "~/components/page/cta-block";
import { EventCard } from "~/components/page/event-card";
import { EventsCalendar } from "~/components/page/events-calendar";
import { FeatureCard } from "~/components/page/feature-card";
import { Hero } from "~/components/page/hero";
import { HeroArt } from "~/components/page/hero-art";
import { Icon } from "~/components/page/icon";
import { PathCard } from "~/components/page/path-card";
import { Section } from "~/components/page/section";
import { StatStrip } from "~/components/page/stat-strip";
import { PartnershipDialog } from "~/components/shell/partnership-dialog";
import { sportPage as sportPageEs } from "~/content/es/sport";
import { sportPage as sportPageEn } from "~/content/sport";
import { eventJsonLd, pageMeta } from "~/components/page/page-meta";
import { getDb } from "~/lib/db.server";
import { datedPageHeaders, pageNow } from "~/lib/page-clock.server";
import { type EventCalendarLine, eventCalendarLine, eventsShowingAt, eventWhereAndCost, type ProgrammeEvent } from "~/lib/programme-events";
import { publishedEvents } from "~/lib/programme-events.server";
import { statusesAt } from "~/lib/schedule";

const sportPage = bilingual(sportPageEn, sportPageEs);

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
