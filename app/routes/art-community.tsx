import type { Route } from "./+types/art-community";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { AgeDialog } from "~/features/site/shell/age-dialog";
import { ActionButton, type DialogRenderers } from "~/ui/page/action-button";
import { BackLink } from "~/ui/page/back-link";
import { CardGrid } from "~/ui/page/card-grid";
import { CtaBlock } from "~/ui/page/cta-block";
import { FeatureCard } from "~/ui/page/feature-card";
import { Hero } from "~/ui/page/hero";
import { Section } from "~/ui/page/section";
import { StatStrip } from "~/features/site/page/stat-strip";
import { artCommunityPage as artCommunityPageEn } from "~/features/site/copy/art-community.en";
import { ExternalAnchor } from "~/ui/page/action-button";
import { pageMeta } from "~/ui/page/page-meta";
import { getDb } from "~/platform/db.server";
import { datedPageHeaders, pageNow } from "~/platform/page-clock.server";
import { eventsShowingAt, eventTextsIn, eventWhen, eventWhereAndCost } from "~/features/events/events";
import { publishedEvents } from "~/features/events/events.server";
import { addToCalendarLinks } from "~/features/events/calendar-entry";
import { feedSubscription } from "~/features/events/calendar-feed.server";
import { AddToCalendar, SubscribeToEvents } from "~/features/events/components/add-to-calendar";
import { artCommunityPage, artCommunityMeta } from "~/features/site/copy/art-community";
import type { Action } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { buttonVariants } from "~/ui/button";
import { usePageTexts } from "~/platform/use-page-content";

/**
 * The next dated art events (meet-ups among them) not yet over when the page is served, dated in
 * its language. Featured events (the contest, a class series) are /art's Current Events, not meet-ups.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const showing = eventsShowingAt(await publishedEvents(getDb(), "art"), pageNow());
  const upcoming = showing
    .filter((event) => event.startsAt !== null && !event.featured)
    .slice(0, artCommunityPageEn.meetup.upcomingCount)
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

export const headers = () => datedPageHeaders;

const dialogs: DialogRenderers = {
  age: (props) => <AgeDialog {...props} />,
};

export default function ArtCommunityPage({ loaderData }: Route.ComponentProps) {
  const { backLink, hero, claims, rules, connectHeading, chatInvite, meetup, closing } = usePageTexts(
    "site/art-community",
    artCommunityPage[useLocale()],
  );
  return (
    <>
      <Hero colour="art" motif="rings" before={<BackLink action={backLink} />} title={hero.title} lede={<p>{hero.lede}</p>}>
        <StatStrip stats={claims} colour="art" className="mt-4 w-full max-w-3xl" />
      </Hero>

      <Section heading={rules.heading} colour="art">
        <CardGrid columns={4}>
          {rules.items.map((rule) => (
            <FeatureCard key={rule.title} title={rule.title} description={rule.description} icon={rule.icon} colour="art" />
          ))}
        </CardGrid>
      </Section>

      <Section heading={connectHeading} tone="raised">
        <CardGrid columns={2}>
          <FeatureCard title={chatInvite.title} description={chatInvite.description} icon="MessageCircle" colour="art">
            <p className="text-sm text-paper/90">{chatInvite.ageNote}</p>
            <div className="mt-auto flex flex-wrap gap-3 pt-2">
              <ActionButton action={chatInvite.action} variant="art" className="max-sm:w-full" />
              <ActionButton action={chatInvite.parentsAction} variant="outline" className="max-sm:w-full" />
            </div>
          </FeatureCard>
          <FeatureCard title={meetup.title} description={meetup.description} icon="CalendarDays" colour="art">
            <ul className="flex flex-wrap gap-2">
              {meetup.locations.map((place) => (
                <li key={place} className="rounded-pill border-2 border-art px-3 py-1 text-sm font-bold uppercase text-art">
                  {place}
                </li>
              ))}
            </ul>
            {loaderData.upcoming.length > 0 && (
              <div className="grid gap-2">
                <h3 className="text-lg font-bold uppercase">{meetup.upcomingHeading}</h3>
                <ul className="grid gap-2">
                  {loaderData.upcoming.map((event, index) => (
                    <li
                      key={event.id}
                      id={index === 0 ? NEXT_EVENT_ID : undefined}
                      className="grid scroll-mt-24 gap-0.5 rounded-card border-2 border-line p-3"
                    >
                      <span className="font-bold">
                        {event.link ? (
                          <ExternalAnchor href={event.link} className="text-art underline underline-offset-4">
                            {event.title}
                          </ExternalAnchor>
                        ) : (
                          event.title
                        )}
                      </span>
                      <span className="text-sm font-bold uppercase tracking-wide text-art">{event.when}</span>
                      {event.where && <span className="text-sm text-muted">{event.where}</span>}
                      {event.calendar && <AddToCalendar links={event.calendar} title={event.title} />}
                    </li>
                  ))}
                </ul>
                <SubscribeToEvents subscription={loaderData.subscription} />
              </div>
            )}
            <div className="mt-auto pt-2">
              <SeeNextEvent next={loaderData.upcoming[0]} action={meetup.action} />
            </div>
          </FeatureCard>
        </CardGrid>
      </Section>

      <CtaBlock cta={closing} colour="art" dialogs={dialogs} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/art/community", localeOf(location.pathname), artCommunityMeta);

const NEXT_EVENT_ID = "next-event";

/**
 * "See Next Event" goes to the next meet-up shown above: its own page when it has a link, or its
 * place and time on this page; with none coming, to the events platform, as the spec's button does.
 */
function SeeNextEvent({ next, action }: { next: { link: string | null } | undefined; action: Action }) {
  if (next?.link)
    return (
      <ActionButton
        action={{ label: action.label, context: action.context, href: next.link, external: true }}
        variant="art"
        className="max-sm:w-full"
      />
    );
  if (next)
    return (
      <a href={`#${NEXT_EVENT_ID}`} className={cn(buttonVariants({ variant: "art" }), "max-sm:w-full")}>
        {action.label}
      </a>
    );
  return <ActionButton action={action} variant="art" className="max-sm:w-full" />;
}
