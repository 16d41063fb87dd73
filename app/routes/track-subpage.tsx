// One template for the thirteen track sub-pages (/music/*, /biz/*, /wildcard/*). app/routes.ts
// registers each path with the id `subpage-<track>-<slug>`; the page finds its content by that id.
import { localeOf, routeIdOf } from "~/lib/locale";
import { useMatches } from "react-router";
import type { Route } from "./+types/track-subpage";
import { accentOf } from "~/components/page/accent";
import { ActionButton } from "~/components/page/action-button";
import { BackLink } from "~/components/page/back-link";
import { CardGrid } from "~/components/page/card-grid";
import { Checklist } from "~/components/page/checklist";
import { Hero } from "~/components/page/hero";
import type { HeroMotif } from "~/components/page/hero-art";
import { PathCard } from "~/components/page/path-card";
import { Section } from "~/components/page/section";
import { StepList } from "~/components/page/step-list";
import { bizPage } from "~/content/biz";
import { musicPage } from "~/content/music";
import { type Subpage, type SubpageTrack, subpageCard, subpageLabels, subpages, subpagesOf } from "~/content/subpages";
import { wildcardPage } from "~/content/wildcard";
import { pageMeta } from "~/components/page/page-meta";

const trackPages = { music: musicPage, biz: bizPage, wildcard: wildcardPage } as const satisfies Record<SubpageTrack, unknown>;
const motifs = { music: "wave", biz: "bars", wildcard: "grid" } as const satisfies Record<SubpageTrack, HeroMotif>;

function subpageForRoute(routeId: string | undefined): Subpage {
  const id = routeIdOf(routeId);
  const page = subpages.find((candidate) => `subpage-${candidate.track}-${candidate.slug}` === id);
  // routes.ts registers exactly these ids, so a miss is a programming error, not a visitor's.
  if (!page) throw new Error(`No sub-page content for route "${routeId}"`);
  return page;
}

export default function TrackSubpage() {
  const page = subpageForRoute(useMatches().at(-1)?.id);
  const track = trackPages[page.track];
  const accent = accentOf(page.colour);
  const others = subpagesOf(page.track).filter((other) => other.path !== page.path);
  const { backLink } = page;
  return (
    <>
      <Hero
        colour={page.colour}
        motif={motifs[page.track]}
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

      <Section heading={subpageLabels.whoItsFor} tone="raised">
        <p className="max-w-3xl text-xl sm:text-2xl">{page.whoItsFor}</p>
      </Section>

      <Section heading={subpageLabels.steps}>
        <StepList steps={page.steps.map((step) => ({ title: step }))} colour={page.colour} className="lg:grid-cols-3" />
        <ActionButton action={page.cta} variant={accent.button} size="lg" className="justify-self-start max-sm:w-full" />
      </Section>

      <Section heading={subpageLabels.more} tone="raised">
        <CardGrid columns={others.length === 4 ? 4 : 3}>
          {others.map((other) => (
            <PathCard key={other.path} card={subpageCard(other)} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(subpageForRoute(matches.at(-1)?.id).path, localeOf(location.pathname));
