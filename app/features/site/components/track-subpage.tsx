// The one template of the track sub-pages (/music/*, /biz/*, /wildcard/*). Each track has a route
// module of its own (app/routes/music-subpage.tsx, biz-subpage.tsx, wildcard-subpage.tsx) that
// gives it that track's copy, so a sub-page loads its own track's sub-pages only (issue 33). Not in
// `page/`: that folder is the site chunk every page loads (performance/site-chunk.ts).
import type { MetaDescriptor } from "react-router";
import { useMatches } from "react-router";
import { subpageLabels } from "~/features/site/copy/subpages";
import type { SubpageCard, SubpageTrack, TrackSubpages } from "~/features/site/copy/subpages.en";
import { accentOf } from "~/ui/page/accent";
import { ActionButton } from "~/ui/page/action-button";
import { BackLink } from "~/ui/page/back-link";
import { CardGrid } from "~/ui/page/card-grid";
import { Checklist } from "~/ui/page/checklist";
import { Hero } from "~/ui/page/hero";
import type { HeroMotif } from "~/ui/page/hero-art";
import { pageMeta } from "~/ui/page/page-meta";
import { usePageTexts } from "~/platform/use-page-content";
import { PathCard } from "~/features/site/page/path-card";
import { Section } from "~/ui/page/section";
import { StepList } from "~/ui/page/step-list";
import { type Locale, localeOf, routeIdOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";

/** What a track's route module gives the template: the track's sub-pages in both languages. */
export type TrackSubpageCopy<Track extends SubpageTrack> = {
  readonly track: Track;
  readonly motif: HeroMotif;
  readonly cards: Readonly<Record<Locale, readonly SubpageCard<Track>[]>>;
  readonly pages: Readonly<Record<Locale, TrackSubpages<Track>>>;
};

/** The card of the sub-page a route id names: app/pages.ts registers each with the id `subpage-<track>-<slug>`. */
function subpageCardOf<Track extends SubpageTrack>(copy: TrackSubpageCopy<Track>, routeId: string | undefined) {
  const id = routeIdOf(routeId);
  const card = copy.cards.en.find((candidate) => `subpage-${copy.track}-${candidate.slug}` === id);
  // pages.ts registers exactly these ids, so a miss is a programming error, not a visitor's.
  if (!card) throw new Error(`No sub-page content for route "${routeId}"`);
  return card;
}

export function TrackSubpage<Track extends SubpageTrack>({ copy }: { copy: TrackSubpageCopy<Track> }) {
  const locale = useLocale();
  const { slug } = subpageCardOf(copy, useMatches().at(-1)?.id);
  // The route names the page by its English id; its words are the same entry in the page's language.
  const cards = copy.cards[locale];
  const card = cards.find((candidate) => candidate.slug === slug);
  if (!card) throw new Error(`No ${locale} content for the sub-page "${copy.track}/${slug}"`);
  const { trackName, backLink, pages } = copy.pages[locale];
  // Staff's texts of this sub-page (Page texts), one unit per sub-page: "site/music/studio".
  const page = usePageTexts(`site/${copy.track}/${slug}`, pages[slug]);
  const others = cards.filter((other) => other.slug !== slug);
  const labels = subpageLabels[locale];
  const accent = accentOf(card.colour);
  return (
    <>
      <Hero
        colour={card.colour}
        motif={copy.motif}
        before={<BackLink action={backLink} />}
        eyebrow={trackName}
        title={card.title}
        lede={<p>{page.lede}</p>}
      >
        <ActionButton action={page.cta} variant={accent.button} size="lg" className="max-sm:w-full" />
      </Hero>

      <Section heading={page.offersHeading}>
        <Checklist items={page.offers} colour={card.colour} className="sm:grid-cols-2" />
      </Section>

      <Section heading={labels.whoItsFor} tone="raised">
        <p className="max-w-3xl text-xl sm:text-2xl">{page.whoItsFor}</p>
      </Section>

      <Section heading={labels.steps}>
        <StepList steps={page.steps.map((step) => ({ title: step }))} colour={card.colour} className="lg:grid-cols-3" />
        <ActionButton action={page.cta} variant={accent.button} size="lg" className="justify-self-start max-sm:w-full" />
      </Section>

      <Section heading={labels.more} tone="raised">
        <CardGrid columns={others.length === 4 ? 4 : 3}>
          {others.map((other) => (
            <PathCard key={other.slug} card={other} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

/** The title and description of the sub-page a route id names, in the language of its address. */
export function trackSubpageMeta<Track extends SubpageTrack>(
  copy: TrackSubpageCopy<Track>,
  routeId: string | undefined,
  pathname: string,
): MetaDescriptor[] {
  const { slug, href } = subpageCardOf(copy, routeId);
  return pageMeta(href, localeOf(pathname), { en: copy.pages.en.pages[slug].meta, es: copy.pages.es.pages[slug].meta });
}
