import type { Route } from "./+types/art-community";
import { AgeDialog } from "~/components/shell/age-dialog";
import { ActionButton, type DialogRenderers } from "~/components/page/action-button";
import { BackLink } from "~/components/page/back-link";
import { CardGrid } from "~/components/page/card-grid";
import { CtaBlock } from "~/components/page/cta-block";
import { FeatureCard } from "~/components/page/feature-card";
import { Hero } from "~/components/page/hero";
import { Section } from "~/components/page/section";
import { StatStrip } from "~/components/page/stat-strip";
import { artCommunityPage } from "~/content/art-community";
import { pageMeta } from "~/components/page/page-meta";

const dialogs: DialogRenderers = {
  age: (props) => <AgeDialog {...props} />,
};

export default function ArtCommunityPage() {
  const { backLink, hero, claims, rules, connectHeading, chatInvite, meetup, closing } = artCommunityPage;
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
            <div className="mt-auto pt-2">
              <ActionButton action={meetup.action} variant="art" className="max-sm:w-full" />
            </div>
          </FeatureCard>
        </CardGrid>
      </Section>

      <CtaBlock cta={closing} colour="art" dialogs={dialogs} />
    </>
  );
}

export const meta: Route.MetaFunction = () => pageMeta("/art/community");
