// One template for the thirteen track sub-pages (/music/*, /biz/*, /wildcard/*). app/routes.ts
// registers each path with the id `subpage-<track>-<slug>`; the page finds its content by that id.
import { useMatches } from "react-router";
import type { Route } from "./+types/track-subpage";
import { accentOf } from "~/features/site/page/accent";
import { ActionButton } from "~/features/site/page/action-button";
import { BackLink } from "~/features/site/page/back-link";
import { CardGrid } from "~/features/site/page/card-grid";
import { Checklist } from "~/features/site/page/checklist";
import { Hero } from "~/features/site/page/hero";
import type { HeroMotif } from "~/features/site/page/hero-art";
import { PathCard } from "~/features/site/page/path-card";
import { Section } from "~/features/site/page/section";
import { StepList } from "~/features/site/page/step-list";
import { type Subpage, type SubpageTrack, subpages } from "~/features/site/copy/subpages.en";
import { bizPage } from "~/features/site/copy/biz";
import { musicPage } from "~/features/site/copy/music";
import { wildcardPage } from "~/features/site/copy/wildcard";
import { localeOf, routeIdOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/features/site/page/page-meta";
import { subpagesOf, subpageCard, subpageLabels } from "~/features/site/copy/subpages";
import { subpageMeta } from "~/features/site/copy/subpage-meta";

const trackPages = {
  music: musicPage,
  biz: bizPage,
  wildcard: wildcardPage,
} as const satisfies Record<SubpageTrack, unknown>;
const motifs = { music: "wave", biz: "bars", wildcard: "grid" } as const satisfies Record<SubpageTrack, HeroMotif>;

function subpageForRoute(routeId: string | undefined): Subpage {
  const id = routeIdOf(routeId);
  const page = subpages.find((candidate) => `subpage-${candidate.track}-${candidate.slug}` === id);
  // routes.ts registers exactly these ids, so a miss is a programming error, not a visitor's.
  if (!page) throw new Error(`No sub-page content for route "${routeId}"`);
  return page;
}

export default function TrackSubpage() {
  const locale = useLocale();
  const { track: trackId, slug } = subpageForRoute(useMatches().at(-1)?.id);
  // The route names the page by its English id; its words are the same entry in the page's language.
  const pagesOfTrack = subpagesOf[locale](trackId);
  const page = pagesOfTrack.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No ${locale} content for the sub-page "${trackId}/${slug}"`);
  const others = pagesOfTrack.filter((other) => other.slug !== slug);
  const track = trackPages[trackId][locale];
  const labels = subpageLabels[locale];
  const accent = accentOf(page.colour);
  const { backLink } = page;
  return (
    <>
      <Hero
        colour={page.colour}
        motif={motifs[trackId]}
        before={!backLink.dialog && !backLink.external && <BackLink action={backLink} />}
        eyebrow={track.hero.title}
        title={page.title}
        lede={<p>{page.lede}</p>}
      >
        <ActionButton action={page.cta} variant={accent.button} size="lg" className="max-sm:w-full" />
      </Hero>

      <Section heading={page.offersHeading}>
        <Checklist items={page.offers} colour={page.colour} className="sm:grid-cols-2" />
      </Section>

      <Section heading={labels.whoItsFor} tone="raised">
        <p className="max-w-3xl text-xl sm:text-2xl">{page.whoItsFor}</p>
      </Section>

      <Section heading={labels.steps}>
        <StepList steps={page.steps.map((step) => ({ title: step }))} colour={page.colour} className="lg:grid-cols-3" />
        <ActionButton action={page.cta} variant={accent.button} size="lg" className="justify-self-start max-sm:w-full" />
      </Section>

      <Section heading={labels.more} tone="raised">
        <CardGrid columns={others.length === 4 ? 4 : 3}>
          {others.map((other) => (
            <PathCard key={other.slug} card={subpageCard[locale](other)} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { path } = subpageForRoute(matches.at(-1)?.id);
  return pageMeta(path, localeOf(location.pathname), { en: subpageMeta.en[path], es: subpageMeta.es[path] });
};
