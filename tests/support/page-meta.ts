// Every page's title and description, by path, in both languages: each page's own `meta` from its
// copy, gathered here for the tests that hold the pages to them (app/pages.test.ts,
// app/features/site/copy/content.test.ts, performance/build-output.test.ts). The site has no such
// table: a page's route hands its own to pageMeta (app/ui/page/page-meta.ts), so its
// script carries no other page's (issue 33). A page of the registry missing here fails the typecheck.
import type { RoutePath, SubpagePath } from "~/pages";
import type { PageMeta } from "~/platform/copy-types";
import type { Locale } from "~/platform/locale";
import { aboutMeta } from "~/features/site/copy/about";
import { artMeta } from "~/features/site/copy/art";
import { artCommunityMeta } from "~/features/site/copy/art-community";
import { bizMeta } from "~/features/site/copy/biz-meta";
import { homeMeta } from "~/features/site/copy/home";
import { howItWorksMeta } from "~/features/site/copy/how-it-works";
import { licensingMeta } from "~/features/site/copy/licensing";
import { musicMeta } from "~/features/site/copy/music-meta";
import { privacyMeta } from "~/features/site/copy/legal";
import { sportMeta } from "~/features/site/copy/sport";
import { termsMeta } from "~/features/site/copy/terms";
import { theCoreMeta } from "~/features/site/copy/the-core";
import { tracksMeta } from "~/features/site/copy/tracks-meta";
import { venturesMeta } from "~/features/site/copy/ventures";
import { wildcardMeta } from "~/features/site/copy/wildcard-meta";
import { wypitMeta } from "~/features/site/copy/wypit";
import { subpages } from "./subpages";
import { galleryMeta } from "~/features/gallery/copy/gallery-meta";
import { entryMeta } from "~/features/weekly-drop/copy/entry";
import { weeklyDropMeta } from "~/features/weekly-drop/copy/weekly-drop-meta";

/** Each page but the track sub-pages (their own are in their tracks' copy: ./subpages.ts), in both languages. */
const metaOfPage = {
  "/": homeMeta,
  "/the-core": theCoreMeta,
  "/how-it-works": howItWorksMeta,
  "/wyp-ventures": venturesMeta,
  "/wyp-licensing": licensingMeta,
  "/tracks": tracksMeta,
  "/about": aboutMeta,
  "/art": artMeta,
  "/sport": sportMeta,
  "/music": musicMeta,
  "/biz": bizMeta,
  "/wildcard": wildcardMeta,
  "/art/community": artCommunityMeta,
  "/art/weekly-prize": weeklyDropMeta,
  "/art/weekly-prize/submit": entryMeta,
  "/wyp-gallery": galleryMeta,
  "/wypit": wypitMeta,
  "/privacy": privacyMeta,
  "/terms": termsMeta,
} satisfies Record<Exclude<RoutePath, SubpagePath>, Readonly<Record<Locale, PageMeta>>>;

function metaIn(locale: Locale) {
  const pages = Object.fromEntries(Object.entries(metaOfPage).map(([path, meta]) => [path, meta[locale]] as const));
  // Whole: metaOfPage names every other page (its `satisfies`), subpages every sub-page (the registry's).
  const subpageMeta = Object.fromEntries(subpages[locale].map((page) => [page.path, page.meta] as const));
  return { ...pages, ...subpageMeta } as Record<RoutePath, PageMeta>;
}

/** The title and description of every page of the sitemap, by language, then by English path. */
export const routeMeta: Record<Locale, Record<RoutePath, PageMeta>> = { en: metaIn("en"), es: metaIn("es") };
