// WYP ART (/art and /es/art): the Weekly Drop's countdown, the paths, current events, the sign-up
// and the events calendar, in the words it is handed. Each language has a route module of its own
// (app/routes/art.tsx, app/routes/es/art.tsx) that gives it that language's words, so a page loads
// its own language only (ADR 0037). It lives beside the routes, not in a feature, because it
// composes four (site, events, the Weekly Drop, leads), as a route does.
import { type Locale, localePath } from "~/platform/locale";
import type { Translation } from "~/platform/translation";
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
import { SubscribeToEvents } from "~/features/events/components/add-to-calendar";
import { calendarEventsJsonLd } from "~/features/events/components/events-json-ld";
import type { artMeta, artPage } from "~/features/site/copy/art.en";
import type { weeklyDropPage } from "~/features/weekly-drop/copy/weekly-drop.en";
import { usePageTexts } from "~/platform/use-page-content";
import type { ArtPageData } from "./art-page.server";

/** The words of /art in one language, and the Weekly Drop's title and lede its Event JSON-LD quotes. */
export type ArtPageCopy = {
  page: Translation<typeof artPage>;
  meta: Translation<typeof artMeta>;
  weeklyDropHero: Translation<typeof weeklyDropPage>["hero"];
};

const dialogs: DialogRenderers = {
  age: (props) => <AgeDialog {...props} />,
  mentor: (props) => <MentorDialog variant="art" {...props} />,
};

export function ArtPage({ loaderData, copy }: { loaderData: ArtPageData; copy: ArtPageCopy }) {
  // Staff's texts of /art (Page texts): one key for both languages, as the server keeps them.
  const { hero, weeklyDrop, paths, currentEvents, stayUpdated, eventsCalendar } = usePageTexts("site/art", copy.page);
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

/** Title, description and links of /art, with Event JSON-LD for the calendar: the art events (the contest among them) and The Weekly Drop's draws. */
export function artPageMeta(locale: Locale, copy: ArtPageCopy, calendar: ArtPageData["calendar"]) {
  const [weeklyDraws] = copy.page.eventsCalendar.items;
  const { hero } = copy.page;
  const events = [
    ...calendarEventsJsonLd(calendar, `${hero.title} (${hero.tagline})`),
    eventJsonLd({
      name: `${copy.weeklyDropHero.title}: ${weeklyDraws.title}`,
      description: copy.weeklyDropHero.lede,
      url: absoluteUrl(localePath(locale, "/art/weekly-prize")),
    }),
  ];
  return pageMeta("/art", locale, copy.meta, events);
}
