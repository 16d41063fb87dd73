import { useLocation, useNavigation } from "react-router";
import { ArtworkCard } from "~/components/gallery/artwork-card";
import { GalleryFilters } from "~/components/gallery/gallery-filters";
import { useLiveGallery } from "~/components/gallery/use-live-gallery";
import { Icon } from "~/components/page/icon";
import { Button } from "~/components/ui/button";
import { galleryNotices, galleryPage } from "~/content/gallery";
import { getDb } from "~/lib/db.server";
import { ageFromSearch, GALLERY_PATH, type GalleryList } from "~/lib/gallery";
import { readGallery } from "~/lib/gallery.server";
import { visitorIdOf } from "~/lib/gallery-visitor.server";
import { logger } from "~/lib/logger.server";
import { pageMeta } from "~/components/page/page-meta";
import type { Route } from "./+types/wyp-gallery";

/** Cards in the first screenful load at once; the rest lazily. */
const EAGER_CARDS = 3;

export async function loader({ request }: Route.LoaderArgs) {
  const age = ageFromSearch(new URL(request.url).searchParams);
  try {
    const gallery: GalleryList = await readGallery(getDb(), age, visitorIdOf(request));
    return { ...gallery, age, failed: false };
  } catch (error) {
    logger.error({ err: error }, "gallery could not be read");
    return { items: [], ageGroups: [], liked: [], age, failed: true };
  }
}

// Per visitor (their likes) and live: never cached.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => pageMeta("/wyp-gallery");

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { failed } = loaderData;
  const { cards, ageGroups, age, refetching, like } = useLiveGallery(loaderData);
  const location = useLocation();
  const navigation = useNavigation();
  const filtering = navigation.state === "loading" && navigation.location.pathname === GALLERY_PATH;
  const loading = refetching || filtering;
  const returnTo = `${GALLERY_PATH}${location.search}`;

  return (
    <>
      <section className="container-site grid gap-6 py-section">
        <h1 className="text-display uppercase">{galleryPage.hero.title}</h1>
        <p className="text-2xl font-bold text-art">{galleryPage.hero.tagline}</p>
        <p className="max-w-prose text-lg text-muted">{galleryPage.hero.lede}</p>
        <Button asChild variant="art" className="justify-self-start">
          <a href={galleryPage.submit.href} target="_blank" rel="noopener noreferrer">
            {galleryPage.submit.label}
            <Icon name="ExternalLink" />
          </a>
        </Button>
      </section>

      <section aria-label="Artwork" className="container-site grid gap-8 pb-section">
        <GalleryFilters ageGroups={ageGroups} selected={age} />
        <div role="status" className="min-h-6 font-semibold text-muted">
          {loading ? galleryPage.loading : failed ? `${galleryNotices.loadFailed.title}: ${galleryNotices.loadFailed.description}` : ""}
        </div>
        {cards.length === 0 && !loading && !failed ? (
          <p className="text-xl">{galleryPage.empty}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={loading}>
            {cards.map((card, index) => (
              <ArtworkCard key={card.item.id} {...card} eager={index < EAGER_CARDS} returnTo={returnTo} onLike={like} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
