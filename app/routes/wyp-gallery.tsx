import { localeOf, localePath } from "~/platform/locale";
import { useLocale } from "~/platform/use-locale";
import { data, Link, redirect, useLocation, useNavigation } from "react-router";
import { ArtworkCard } from "~/features/gallery/components/artwork-card";
import { GalleryFilters } from "~/features/gallery/components/gallery-filters";
import { LoadMore } from "~/features/gallery/components/load-more";
import { useLiveGallery } from "~/features/gallery/components/use-live-gallery";
import { Icon } from "~/ui/icon";
import { PageNotice } from "~/ui/page/page-notice";
import { Button } from "~/ui/button";
import { type CarriedNotice, takeNotice } from "~/platform/carried-notice.server";
import { getDb } from "~/platform/db.server";
import {
  ageFromSearch,
  cursorFromSearch,
  GALLERY_PAGE_SIZE,
  GALLERY_PATH,
  type GalleryList,
  galleryHref,
} from "~/features/gallery/gallery";
import { decodeCursor, readGallery } from "~/features/gallery/gallery.server";
import { sharedGalleryReads } from "~/features/gallery/live.server";
import { visitorIdOf } from "~/platform/visitor.server";
import { logger } from "~/platform/logger.server";
import type { NoticeText, NoticeTone } from "~/platform/notify";
import { pageMeta } from "~/ui/page/page-meta";
import { galleryMeta } from "~/features/gallery/copy/gallery-meta";
import type { Route } from "./+types/wyp-gallery";
import { galleryPage, galleryNotices } from "~/features/gallery/copy/gallery";
import { useLinkHref, usePageTexts } from "~/platform/use-page-content";

/** Cards in the first screenful load at once; the rest lazily. */
const EAGER_CARDS = 3;

type CarriedLikeNotices = Partial<Record<CarriedNotice, { notice: NoticeText; tone: NoticeTone }>>;

/** The notices a like made without JavaScript brings back to the page (see the like endpoint in server/endpoints.ts). */
function likeNoticesIn(notices: (typeof galleryNotices)["en"]): CarriedLikeNotices {
  return {
    liked: { notice: notices.liked, tone: "success" },
    "already-liked": { notice: notices.alreadyLiked, tone: "info" },
    "like-failed": { notice: notices.likeFailed, tone: "error" },
  };
}

/** In each language: the cookie names the notice, the page says it in its own words. */
const likeNotices = { en: likeNoticesIn(galleryNotices.en), es: likeNoticesIn(galleryNotices.es) };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = url.searchParams;
  const age = ageFromSearch(search);
  const after = cursorFromSearch(search);
  // A shared link whose cursor was cut short or made up: the filter's first page.
  if (after !== null && !decodeCursor(after)) throw redirect(localePath(localeOf(url.pathname), galleryHref(age)));
  const { notice, headers } = takeNotice(request);
  try {
    const query = { age, after, limit: GALLERY_PAGE_SIZE };
    const gallery: GalleryList = await readGallery(getDb(), query, visitorIdOf(request), await sharedGalleryReads());
    return data({ ...gallery, age, after, failed: false, notice }, { headers });
  } catch (error) {
    logger.error({ err: error }, "gallery could not be read");
    // The page still renders, with the spec's notice and a way to try again; 503 says "try later".
    const empty = { items: [], nextCursor: null, ageGroups: [], liked: [] };
    return data({ ...empty, age, after, failed: true, notice }, { status: 503, headers });
  }
}

// Per visitor (their likes) and live: never cached. A carried notice's cookie is cleared here.
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta("/wyp-gallery", localeOf(location.pathname), galleryMeta);

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  const { cards, ageGroups, age, nextCursor, refetching, loadingMore, loadMore, like, failed } = useLiveGallery(loaderData);
  const locale = useLocale();
  const text = usePageTexts("gallery/page", galleryPage[locale]);
  const location = useLocation();
  const navigation = useNavigation();
  // This page in the language shown: a filter, "Load more" and a like without JavaScript stay in it.
  const pagePath = localePath(locale, GALLERY_PATH);
  const filtering = navigation.state === "loading" && navigation.location.pathname === pagePath;
  const loading = refetching || filtering;
  const busy = loading || loadingMore;
  const returnTo = `${pagePath}${location.search}`;
  const carried = notice ? likeNotices[locale][notice] : undefined;

  return (
    <>
      {carried && (
        <div className="container-site pt-8">
          <PageNotice notice={carried.notice} tone={carried.tone} />
        </div>
      )}
      <GalleryHero />
      <section aria-label={text.artworkLabel} className="container-site grid gap-8 pb-section">
        {failed ? (
          <LoadFailed retryTo={returnTo} />
        ) : (
          <>
            <GalleryFilters ageGroups={ageGroups} selected={age} labels={text} />
            <div role="status" className="min-h-6 font-semibold text-muted">
              {busy ? text.loading : ""}
            </div>
            {cards.length === 0 && !loading ? (
              <p className="text-xl">{text.empty}</p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={busy}>
                {cards.map((card, index) => (
                  <ArtworkCard key={card.item.id} {...card} eager={index < EAGER_CARDS} returnTo={returnTo} onLike={like} />
                ))}
              </ul>
            )}
            {nextCursor !== null && (
              <LoadMore
                href={localePath(locale, galleryHref(age, nextCursor))}
                label={text.loadMoreLabel}
                loading={loadingMore}
                onLoadMore={loadMore}
              />
            )}
          </>
        )}
      </section>
    </>
  );
}

/** A failed client-side load of the page's data: the same page, with the notice and a way to try again. */
export function ErrorBoundary() {
  const location = useLocation();
  const text = usePageTexts("gallery/page", galleryPage[useLocale()]);
  return (
    <>
      <GalleryHero />
      <section aria-label={text.artworkLabel} className="container-site grid gap-8 pb-section">
        <LoadFailed retryTo={`${location.pathname}${location.search}`} />
      </section>
    </>
  );
}

function GalleryHero() {
  const { hero, submit } = usePageTexts("gallery/page", galleryPage[useLocale()]);
  const submitHref = useLinkHref(submit.href);
  return (
    <section className="container-site grid gap-6 py-section">
      <h1 className="text-display uppercase">{hero.title}</h1>
      <p className="text-2xl font-bold text-art">{hero.tagline}</p>
      <p className="max-w-prose text-lg text-muted">{hero.lede}</p>
      <Button asChild variant="art" className="justify-self-start">
        <a href={submitHref} target="_blank" rel="noopener noreferrer">
          {submit.label}
          <Icon name="ExternalLink" />
        </a>
      </Button>
    </section>
  );
}

/** The spec's "Error" / "Failed to load gallery items", with a link that loads the page again. */
function LoadFailed({ retryTo }: { retryTo: string }) {
  const locale = useLocale();
  const { retryLabel } = usePageTexts("gallery/page", galleryPage[locale]);
  return (
    <PageNotice notice={galleryNotices[locale].loadFailed} tone="error" className="max-w-xl">
      <Button asChild variant="outline" size="sm" className="mt-3">
        <Link to={retryTo} replace>
          {retryLabel}
        </Link>
      </Button>
    </PageNotice>
  );
}
