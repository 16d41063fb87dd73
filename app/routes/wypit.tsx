import type { Route } from "./+types/wypit";
import { AGE_CHOICES_SECTION_ID, AgeChoiceLink } from "~/features/site/shell/age-dialog";
import { ActionButton } from "~/features/site/page/action-button";
import { CardGrid } from "~/features/site/page/card-grid";
import { FeatureCard } from "~/features/site/page/feature-card";
import { Hero } from "~/features/site/page/hero";
import { Section } from "~/features/site/page/section";
import { Button } from "~/ui/button";
import type { ColourToken } from "~/platform/copy-types";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/features/site/page/page-meta";
import { wypitPage, wypitMeta } from "~/features/site/copy/wypit";
import { usePageTexts } from "~/features/site/content/use-page-content";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/wypit", localeOf(location.pathname), wypitMeta);

const cardColours: readonly ColourToken[] = ["sport", "core", "art", "music"];

export default function Wypit() {
  const { hero, whatYouGet, theCore, howToBegin, joinByAge, ventures } = usePageTexts("site/wypit", wypitPage[useLocale()]);
  return (
    <>
      <Hero colour="core" motif="burst" eyebrow={hero.eyebrow} title={hero.title} lede={<p>{hero.lede}</p>}>
        <Button asChild size="lg" className="max-sm:w-full">
          <a href={`#${AGE_CHOICES_SECTION_ID}`}>{joinByAge.heading}</a>
        </Button>
      </Hero>

      <Section heading={whatYouGet.heading}>
        <CardGrid columns={4}>
          {whatYouGet.cards.map((card, i) => (
            <FeatureCard key={card.title} {...card} colour={cardColours[i % cardColours.length]} />
          ))}
        </CardGrid>
      </Section>

      <Section tone="raised" heading={theCore.heading} intro={theCore.text}>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {theCore.phases.map((phase) => (
            <li key={phase.number} className="grid content-start gap-1 rounded-2xl border-2 border-line bg-ink p-4">
              <span aria-hidden="true" className="font-display text-3xl font-black text-core">
                {phase.number}
              </span>
              <span className="font-bold uppercase tracking-wide">{phase.name}</span>
              <span className="text-sm text-muted">{phase.subtitle}</span>
            </li>
          ))}
        </ol>
        <ActionButton action={theCore.action} variant="outline" className="justify-self-start max-sm:w-full" />
      </Section>

      <Section heading={howToBegin.heading}>
        <ol className="grid gap-5 lg:grid-cols-3">
          {howToBegin.steps.map((step, i) => (
            <li key={step.title} className="grid content-start justify-items-start gap-3 rounded-card border-2 border-line bg-ink-2 p-6">
              <span aria-hidden="true" className="font-display text-5xl font-black text-core">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="text-2xl uppercase">{step.title}</h3>
              <p className="text-muted">{step.description}</p>
              {"action" in step && step.action && (
                <ActionButton action={step.action} variant="outline" size="sm" className="max-sm:w-full" />
              )}
            </li>
          ))}
        </ol>
      </Section>

      {/* The age dialog's trigger links here when JavaScript is off, so both choices must stay here. */}
      <Section id={AGE_CHOICES_SECTION_ID} tone="raised" heading={joinByAge.heading} centered>
        <ul className="mx-auto grid w-full max-w-3xl gap-4 md:grid-cols-2">
          {joinByAge.options.map((option) => (
            <li key={option.id} className="flex">
              <AgeChoiceLink option={option} />
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={ventures.heading} intro={ventures.text}>
        <ActionButton action={ventures.action} variant="biz" className="justify-self-start max-sm:w-full" />
      </Section>
    </>
  );
}
