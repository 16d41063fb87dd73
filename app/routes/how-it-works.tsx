import type { Route } from "./+types/how-it-works";
import { accentOf } from "~/features/site/page/accent";
import { BackLink } from "~/features/site/page/back-link";
import { CtaBlock } from "~/features/site/page/cta-block";
import { Hero } from "~/features/site/page/hero";
import { Icon } from "~/ui/icon";
import { Section } from "~/features/site/page/section";
import { howItWorksPage as howItWorksPageEn } from "~/features/site/copy/how-it-works.en";
import { type Phase } from "~/features/site/copy/phases.en";
import type { Translation } from "~/platform/translation";
import type { ColourToken } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/features/site/page/page-meta";
import { howItWorksPage, howItWorksMeta } from "~/features/site/copy/how-it-works";
import { phases } from "~/features/site/copy/phases";
import { usePageTexts } from "~/features/site/content/use-page-content";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/how-it-works", localeOf(location.pathname), howItWorksMeta);

type PhaseLabels = Translation<typeof howItWorksPageEn.phaseLabels>;

// The journey warms up as it goes: each phase gets the next accent of the brand.
const phaseColours: readonly ColourToken[] = ["core", "wildcard", "art", "biz", "music", "sport"];

export default function HowItWorks() {
  const locale = useLocale();
  const { hero, backLink, phasesHeading, phaseLabels, closing } = usePageTexts("site/how-it-works", howItWorksPage[locale]);
  return (
    <>
      <Hero
        colour="core"
        motif="bars"
        before={<BackLink action={backLink} />}
        title={hero.title}
        subtitle={hero.subtitle}
        lede={<p>{hero.lede}</p>}
      />

      <Section heading={phasesHeading}>
        <ol className="grid gap-6">
          {phases[locale].map((phase, i) => (
            <li key={phase.number}>
              <PhaseCard phase={phase} labels={phaseLabels} colour={phaseColours[i % phaseColours.length]!} />
            </li>
          ))}
        </ol>
      </Section>

      <CtaBlock cta={closing} colour="core" />
    </>
  );
}

function PhaseCard({ phase, labels, colour }: { phase: Translation<Phase>; labels: PhaseLabels; colour: ColourToken }) {
  const accent = accentOf(colour);
  return (
    <article
      aria-labelledby={`phase-${phase.number}`}
      className="grid gap-6 rounded-card border-2 border-line bg-ink-2 p-6 sm:p-8 lg:grid-cols-[14rem_1fr_1fr] lg:gap-10"
    >
      <header className="grid content-start gap-3">
        <span aria-hidden="true" className={cn("font-display text-7xl font-black leading-none", accent.text)}>
          {phase.number}
        </span>
        <h3 id={`phase-${phase.number}`} className="text-3xl uppercase">
          <span className="sr-only">{phase.number} </span>
          {phase.name}
        </h3>
        <p className={cn("flex items-center gap-2 font-bold uppercase tracking-wide", accent.text)}>
          <Icon name={phase.icon} className="size-5 shrink-0" />
          {phase.subtitle}
        </p>
      </header>
      <div className="grid content-start gap-5">
        <div className="grid gap-1">
          <h4 className="text-sm font-bold uppercase tracking-widest text-muted">{labels.goal}</h4>
          <p className="text-xl font-semibold">{phase.goal}</p>
        </div>
        <div className="grid gap-2">
          <h4 className="text-sm font-bold uppercase tracking-widest text-muted">{labels.whatHappens}</h4>
          <ul className="grid gap-2">
            {phase.whatHappens.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className={cn("mt-2 size-2.5 shrink-0 rounded-pill", accent.bg)} />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={cn("grid content-start gap-1 self-start rounded-2xl p-5", accent.tint)}>
        <h4 className="text-sm font-bold uppercase tracking-widest text-muted">{labels.effect}</h4>
        <p className="text-lg">{phase.effect}</p>
      </div>
    </article>
  );
}
