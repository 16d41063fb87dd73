import type { Route } from "./+types/tracks";
import { ActionButton } from "~/ui/page/action-button";
import { CardGrid } from "~/ui/page/card-grid";
import { CtaBlock } from "~/ui/page/cta-block";
import { Hero } from "~/ui/page/hero";
import { PathCard } from "~/features/site/page/path-card";
import { StatStrip } from "~/features/site/page/stat-strip";
import { trackById } from "~/features/site/copy/tracks.en";
import { localeOf } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { pageMeta } from "~/ui/page/page-meta";
import { tracksMeta } from "~/features/site/copy/tracks-meta";
import { tracksPage, tracks } from "~/features/site/copy/tracks";
import { usePageTexts } from "~/platform/use-page-content";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/tracks", localeOf(location.pathname), tracksMeta);

export default function Tracks() {
  const locale = useLocale();
  const { hero, stats, cardsHeading, exploreLabel, closing } = usePageTexts("site/tracks", tracksPage[locale]);
  return (
    <>
      <Hero colour="wildcard" motif="rings" title={hero.title} lede={<p>{hero.lede}</p>}>
        <ActionButton action={hero.coreLink} variant="outline" size="lg" className="max-sm:w-full" />
      </Hero>

      <div className="container-site pt-section">
        <StatStrip stats={stats} colour="wildcard" />
      </div>

      <section aria-labelledby="track-cards" data-surface="ink" className="container-site section-block">
        <h2 id="track-cards" className="sr-only">
          {cardsHeading}
        </h2>
        {/* Five cards in two columns: the final odd card sits centred under the others. */}
        <CardGrid columns={2} className="mx-auto max-w-5xl">
          {tracks[locale].map((track) => (
            <PathCard
              key={track.id}
              card={{
                title: track.name,
                description: track.description,
                icon: track.icon,
                colour: track.colour,
                // The route from the English track: the Spanish one's `path` is plain text to the type.
                href: trackById(track.id).path,
                buttonLabel: exploreLabel.replace("{track}", track.name),
              }}
              eyebrow={track.subtitle}
              tagline={track.tagline}
            />
          ))}
        </CardGrid>
      </section>

      <CtaBlock cta={closing} colour="wildcard" />
    </>
  );
}
