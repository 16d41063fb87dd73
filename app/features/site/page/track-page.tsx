import type * as React from "react";
import type { TrackPage } from "~/platform/copy-types";
import { BackLink } from "~/ui/page/back-link";
import { CardGrid } from "~/ui/page/card-grid";
import { CtaBlock } from "~/ui/page/cta-block";
import { FeatureCard } from "~/ui/page/feature-card";
import { Hero } from "~/ui/page/hero";
import type { HeroMotif } from "~/ui/page/hero-art";
import { PathCard } from "./path-card";
import { Section } from "~/ui/page/section";
import { StatStrip } from "./stat-strip";

/**
 * The shared layout of the music, entrepreneurship and wildcard pages: hero with proof figures,
 * highlights, path cards to the track's sub-pages and the closing block. `children` go between
 * the highlights and the paths (the wildcard explainer).
 */
export function TrackPageView({ page, motif, children }: { page: TrackPage; motif: HeroMotif; children?: React.ReactNode }) {
  const { colour, backLink, hero, proof, highlightsHeading, highlights, paths, closing } = page;
  return (
    <>
      <Hero
        colour={colour}
        motif={motif}
        before={backLink && !backLink.dialog && !backLink.external ? <BackLink action={backLink} /> : undefined}
        title={hero.title}
        subtitle={hero.tagline}
        lede={<p>{hero.lede}</p>}
      >
        <StatStrip stats={proof} colour={colour} className="mt-4 w-full max-w-3xl" />
      </Hero>

      <Section heading={highlightsHeading}>
        <CardGrid columns={3}>
          {highlights.map((card) => (
            <FeatureCard key={card.title} title={card.title} description={card.description} icon={card.icon} colour={colour} />
          ))}
        </CardGrid>
      </Section>

      {children}

      <Section heading={paths.heading} intro={paths.text && <p>{paths.text}</p>} tone="raised">
        <CardGrid columns={paths.cards.length === 4 ? 4 : 3}>
          {paths.cards.map((card) => (
            <PathCard key={card.title} card={card} />
          ))}
        </CardGrid>
      </Section>

      <CtaBlock cta={closing} colour={colour} />
    </>
  );
}
