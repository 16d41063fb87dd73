import type { Route } from "./+types/art";
import { type Locale, localeOf, localePath } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { AgeDialog } from "~/features/site/shell/age-dialog";
import { Countdown } from "~/features/weekly-drop/components/countdown";
import { EmailSignup } from "~/features/leads/shell/email-signup";
import { MentorDialog } from "~/features/leads/shell/mentor-dialog";
import { ActionButton, type DialogRenderers } from "~/features/site/page/action-button";
import { CardGrid } from "~/features/site/page/card-grid";
import { EventCard } from "~/features/events/page/event-card";
import { EventsCalendar } from "~/features/events/page/events-calendar";
import { Hero } from "~/features/site/page/hero";
import { PathCard } from "~/features/site/page/path-card";
import { Section } from "~/features/site/page/section";
import { artPage as artPageEn } from "~/features/site/copy/art.en";
import { links } from "~/features/site/copy/links";
import { absoluteUrl, eventJsonLd, pageMeta } from "~/features/site/page/page-meta";
import { getDb } from "~/platform/db.server";
import { datedPageHeaders, pageNow } from "~/platform/page-clock.server";
import { calendarItemIn } from "~/features/events/dated-items";
import { eventCalendarLine, eventsShowingAt } from "~/features/events/events";
import { publishedEvents } from "~/features/events/events.server";
import { statusesAt } from "~/features/events/schedule";
import { formatDeadline, nextSubmissionClose } from "~/features/weekly-drop/cycle";
import { artPage, passionInColorContest } from "~/features/site/copy/art";
import { dayText } from "~/features/events/copy/calendar";
import { weeklyDropPage } from "~/features/weekly-drop/copy/weekly-drop";
import { type PageContent, pageContentOf, resolveHref } from "~/features/site/content/overrides";

/**
 * The statuses of the page's dated items and the art events not yet over, worked out when the
 * page is served; their dates in the page's language, written here so the browser never formats one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const now = pageNow();
  const locale = localeOf(new URL(request.url).pathname);
  // The schedules are the same in both languages.
  const { currentEvents, eventsCalendar } = artPageEn;
  return {
    events: statusesAt(currentEvents.cards, now),
    calendar: statusesAt(eventsCalendar.items, now),
    postedEvents: eventsShowingAt(await publishedEvents(getDb(), "art"), now).map((event) =>
      eventCalendarLine(event, artPage[locale].eventsCalendar.undated, locale),
    ),
    weeklyDropCloses: formatDeadline(nextSubmissionClose(now), locale),
  };
}

export const headers = () => datedPageHeaders;

const dialogs: DialogRenderers = {
  age: (props) => <AgeDialog {...props} />,
  mentor: (props) => <MentorDialog variant="art" {...props} />,
};

export default function ArtPage({ loaderData }: Route.ComponentProps) {
  const { hero, weeklyDrop, paths, currentEvents, stayUpdated, eventsCalendar } = artPage[useLocale()];
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
            <Countdown deadline="submission-close" copy={weeklyDrop.countdown} colour="art" />
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
          {currentEvents.cards.map((event, i) => (
            <EventCard
              key={event.title}
              event={event}
              status={loaderData.events[i] ?? "coming-soon"}
              colour="art"
              note={event.schedule.kind === "weekly-drop" && `${currentEvents.weeklyDropCloses} ${loaderData.weeklyDropCloses}.`}
            />
          ))}
        </CardGrid>
      </Section>

      <div className="container-site pt-section">
        <div className="grid max-w-3xl gap-4 rounded-card border-2 border-art bg-art/10 p-6 sm:p-10">
          <EmailSignup source="art" heading={stayUpdated.heading} buttonLabel={stayUpdated.buttonLabel} />
          <p className="text-paper/90">{stayUpdated.text}</p>
        </div>
      </div>

      <Section heading={eventsCalendar.heading}>
        <EventsCalendar
          items={[
            ...eventsCalendar.items.map((item, i) => calendarItemIn(item, loaderData.calendar[i] ?? null)),
            ...loaderData.postedEvents,
          ]}
          colour="art"
        />
      </Section>
    </>
  );
}

/** Event JSON-LD for the calendar: the contest (its close and winners dates are its milestones) and the weekly prize draws. */
function calendarEvents(locale: Locale, content: PageContent) {
  const [contest, submissionsClose, weeklyDraws, winners] = artPage[locale].eventsCalendar.items;
  const { closes } = passionInColorContest[locale].schedule;
  const { hero } = weeklyDropPage[locale];
  return [
    eventJsonLd({
      name: contest.title,
      description: `${contest.note}. ${submissionsClose.title} ${dayText[locale](closes, "short")}; ${winners.title} ${"detail" in winners ? winners.detail : ""}.`,
      endDate: closes,
      url: resolveHref(links.artCompetition, content.overrides),
    }),
    eventJsonLd({
      name: `${hero.title}: ${weeklyDraws.title}`,
      description: hero.lede,
      url: absoluteUrl(localePath(locale, "/art/weekly-prize")),
    }),
  ];
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const locale = localeOf(location.pathname);
  return pageMeta("/art", locale, calendarEvents(locale, pageContentOf(matches)));
};
