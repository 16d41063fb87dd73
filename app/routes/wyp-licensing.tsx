import type { Route } from "./+types/wyp-licensing";
import { ActionRow, type DialogRenderers } from "~/ui/page/action-button";
import { CardGrid } from "~/ui/page/card-grid";
import { Checklist } from "~/ui/page/checklist";
import { CtaBlock } from "~/ui/page/cta-block";
import { FeatureCard } from "~/ui/page/feature-card";
import { Hero } from "~/ui/page/hero";
import { PathCard } from "~/features/site/page/path-card";
import { Section } from "~/ui/page/section";
import { StepList } from "~/ui/page/step-list";
import { PartnershipDialog } from "~/features/leads/shell/partnership-dialog";
import { AgeDialog } from "~/features/site/shell/age-dialog";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/ui/page/page-meta";
import { licensingPage, licensingMeta } from "~/features/site/copy/licensing";
import { usePageTexts } from "~/platform/use-page-content";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/wyp-licensing", localeOf(location.pathname), licensingMeta);

const dialogs: DialogRenderers = {
  age: (props) => <AgeDialog {...props} />,
  partnership: (props) => <PartnershipDialog variant="licensing" {...props} />,
};

export default function Licensing() {
  const { hero, whyItMatters, growthTrack, yourJourney, chooseYourConnection, howItWorks, whoCanJoin, nextLevel } = usePageTexts(
    "site/licensing",
    licensingPage[useLocale()],
  );
  return (
    <>
      <Hero colour="art" motif="grid" title={hero.title} subtitle={hero.tagline} lede={<p>{hero.lede}</p>}>
        <ActionRow actions={hero.actions} variant="art" dialogs={dialogs} />
      </Hero>

      <Section heading={whyItMatters.heading}>
        <CardGrid columns={3}>
          {whyItMatters.cards.map((card) => (
            <FeatureCard key={card.title} {...card} colour="art" />
          ))}
        </CardGrid>
      </Section>

      <Section tone="raised" heading={growthTrack.heading}>
        <CardGrid columns={4}>
          {growthTrack.cards.map((card) => (
            <FeatureCard key={card.title} {...card} colour="sport" />
          ))}
        </CardGrid>
      </Section>

      <Section heading={yourJourney.heading}>
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {yourJourney.steps.map((step, i) => (
            <li key={step.title} className="flex">
              <FeatureCard {...step} colour="music" eyebrow={yourJourney.stepLabel.replace("{step}", String(i + 1))} />
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="raised" heading={chooseYourConnection.heading}>
        <CardGrid columns={2}>
          {chooseYourConnection.cards.map((card) => (
            <PathCard key={card.title} card={card} />
          ))}
        </CardGrid>
      </Section>

      <Section heading={howItWorks.heading}>
        <StepList steps={howItWorks.steps} colour="art" />
      </Section>

      <Section tone="raised" heading={whoCanJoin.heading}>
        <Checklist items={whoCanJoin.checklist} colour="art" className="max-w-3xl" />
      </Section>

      <CtaBlock cta={nextLevel} colour="art" dialogs={dialogs} />
    </>
  );
}
