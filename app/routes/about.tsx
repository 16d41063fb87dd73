import type { Route } from "./+types/about";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { CardGrid } from "~/features/site/page/card-grid";
import { FeatureCard } from "~/features/site/page/feature-card";
import { Hero } from "~/features/site/page/hero";
import { Section } from "~/features/site/page/section";
import type { ColourToken } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { pageMeta } from "~/features/site/page/page-meta";
import { aboutPage, aboutMeta } from "~/features/site/copy/about";
import { usePageTexts } from "~/features/site/content/use-page-content";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/about", localeOf(location.pathname), aboutMeta);

const driveColours: readonly ColourToken[] = ["art", "sport", "biz"];
const formulaColours = ["text-art", "text-sport", "text-biz"] as const;

export default function About() {
  const { hero, whatsYourPassion, purpose, mission, formula, founder, whatDrivesUs } = usePageTexts("site/about", aboutPage[useLocale()]);
  return (
    <>
      <Hero colour="core" motif="rings" title={hero.heading} lede={<p>{hero.lede}</p>} />

      <Section heading={whatsYourPassion.heading}>
        <Paragraphs paragraphs={whatsYourPassion.paragraphs} />
      </Section>

      <Section tone="raised" heading={purpose.heading}>
        <Paragraphs paragraphs={purpose.paragraphs} />
      </Section>

      <Section heading={mission.heading}>
        <p className="max-w-4xl font-display text-3xl font-black uppercase leading-tight text-core sm:text-5xl">{mission.statement}</p>
        <Paragraphs paragraphs={mission.paragraphs} />
      </Section>

      <Section tone="raised" heading={formula.heading}>
        <p className="font-display text-4xl font-black uppercase leading-none sm:text-6xl lg:text-7xl">{formula.text}</p>
        <dl className="grid gap-5 md:grid-cols-3">
          {formula.terms.map((item, i) => (
            <div key={item.term} className="grid gap-2 rounded-card border-2 border-line bg-ink p-6">
              <dt className={cn("font-display text-3xl font-black uppercase", formulaColours[i % formulaColours.length])}>{item.term}</dt>
              <dd className="text-lg text-muted">{item.meaning}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section heading={founder.heading}>
        <Paragraphs paragraphs={founder.paragraphs} />
      </Section>

      <Section tone="raised" heading={whatDrivesUs.heading}>
        <CardGrid columns={3}>
          {whatDrivesUs.cards.map((card, i) => (
            <FeatureCard key={card.title} {...card} colour={driveColours[i % driveColours.length]} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="grid max-w-3xl gap-5 text-lg text-paper/90">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
