// The art community (/art/community and /es/art/community): the rules, the chat invite, meet-ups
// and what members get, in the words it is handed. Each language has a route module of its own
// (app/routes/art-community.tsx, app/routes/es/art-community.tsx) that gives it that language's
// words, so a page loads its own language only (ADR 0037). It lives beside the routes, not in a
// feature, because it composes the site's page and the events, as a route does.
import { AgeDialog } from "~/features/site/shell/age-dialog";
import { ActionButton, type DialogRenderers, ExternalAnchor } from "~/ui/page/action-button";
import { BackLink } from "~/ui/page/back-link";
import { CardGrid } from "~/ui/page/card-grid";
import { CtaBlock } from "~/ui/page/cta-block";
import { FeatureCard } from "~/ui/page/feature-card";
import { Hero } from "~/ui/page/hero";
import { Section } from "~/ui/page/section";
import { StatStrip } from "~/features/site/page/stat-strip";
import { AddToCalendar, SubscribeToEvents } from "~/features/events/components/add-to-calendar";
import type { artCommunityPage } from "~/features/site/copy/art-community.en";
import type { Action } from "~/platform/copy-types";
import type { Translation } from "~/platform/translation";
import { cn } from "~/platform/class-names";
import { buttonVariants } from "~/ui/button";
import { usePageTexts } from "~/platform/use-page-content";
import type { ArtCommunityPageData } from "./art-community-page.server";

export type ArtCommunityPageCopy = Translation<typeof artCommunityPage>;

const dialogs: DialogRenderers = {
  age: (props) => <AgeDialog {...props} />,
};

export function ArtCommunityPage({ loaderData, copy }: { loaderData: ArtCommunityPageData; copy: ArtCommunityPageCopy }) {
  // Staff's texts of /art/community (Page texts): one key for both languages, as the server keeps them.
  const { backLink, hero, claims, rules, connectHeading, chatInvite, meetup, closing } = usePageTexts("site/art-community", copy);
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
