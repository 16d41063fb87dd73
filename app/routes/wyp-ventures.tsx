import type { Route } from "./+types/wyp-ventures";
import { accentOf } from "~/features/site/page/accent";
import { ActionRow } from "~/features/site/page/action-button";
import { CardGrid } from "~/features/site/page/card-grid";
import { Checklist } from "~/features/site/page/checklist";
import { CtaBlock } from "~/features/site/page/cta-block";
import { FeatureCard } from "~/features/site/page/feature-card";
import { Hero } from "~/features/site/page/hero";
import { Icon } from "~/ui/icon";
import { Section } from "~/features/site/page/section";
import { cn } from "~/platform/class-names";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/features/site/page/page-meta";
import { venturesPage, venturesMeta } from "~/features/site/copy/ventures";
// The tracks' names, colours and icons are the same in both languages (content.test.ts): the
// English list serves both pages without loading the Spanish programme data (2.9 kB).
import { trackById } from "~/features/site/copy/tracks.en";
import { usePageTexts } from "~/features/site/content/use-page-content";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/wyp-ventures", localeOf(location.pathname), venturesMeta);

export default function Ventures() {
  const locale = useLocale();
  const { hero, turnPassionIntoIncome, entryRequirements, whatYouGet, successPathways, closing } = usePageTexts(
    "site/ventures",
    venturesPage[locale],
  );
  return (
    <>
      <Hero colour="biz" motif="bars" title={hero.title} subtitle={hero.subtitle} lede={<p>{hero.lede}</p>}>
        <ActionRow actions={hero.actions} variant="biz" />
      </Hero>

      <Section heading={turnPassionIntoIncome.heading}>
        <div className="grid max-w-3xl gap-5 text-lg text-paper/90">
          {turnPassionIntoIncome.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section tone="raised" heading={entryRequirements.heading}>
        <Checklist items={entryRequirements.items} colour="biz" className="max-w-3xl" />
      </Section>

      <Section heading={whatYouGet.heading}>
        <CardGrid columns={4}>
          {whatYouGet.cards.map((card) => (
            <FeatureCard key={card.title} {...card} colour="biz" />
          ))}
        </CardGrid>
      </Section>

      <Section tone="raised" heading={successPathways.heading} intro={successPathways.text}>
        <ul className="grid gap-4">
          {successPathways.items.map((pathway) => {
            const track = trackById(pathway.track);
            const accent = accentOf(track.colour);
            return (
              <li
                key={pathway.track}
                className="grid gap-4 rounded-card border-2 border-line bg-ink p-6 md:grid-cols-[17rem_1fr_1fr] md:items-center"
              >
                {/* The column fits the longest track name, "WYP ENTREPRENEUR", whole. */}
                <h3 className={cn("flex items-center gap-3 text-2xl uppercase", accent.text)}>
                  <Icon name={pathway.icon} className="size-7 shrink-0" />
                  {track.name}
                </h3>
                <dl className="contents">
                  <div className="grid gap-1">
                    <dt className="text-sm font-bold uppercase tracking-widest text-muted">{successPathways.exampleLabel}</dt>
                    <dd>{pathway.example}</dd>
                  </div>
                  <div className="grid gap-1">
                    <dt className="text-sm font-bold uppercase tracking-widest text-muted">{successPathways.outcomeLabel}</dt>
                    <dd className="font-semibold">{pathway.outcome}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </Section>

      <CtaBlock cta={closing} colour="biz" />
    </>
  );
}
