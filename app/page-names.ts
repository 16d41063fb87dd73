// Each public page's name for the Insights page (issue 45, row 5): what its own copy titles it in
// English, cut to the words before its tagline ("WYP ART: Passion In Color | WYP" is "WYP ART"), so
// a board reads "Submit Your Art" where the counts hold "/art/weekly-prize/submit". Only the
// console loads this module: no public page carries another page's title. It reads every
// feature's copy and the page registry, so it sits at the app's level (issue 43).
import { pages } from "~/pages";
import type { PageMeta } from "~/platform/copy-types";
import type { PageNames } from "~/features/insights/report-labels";
import { aboutMeta } from "~/features/site/copy/about";
import { artMeta } from "~/features/site/copy/art";
import { artCommunityMeta } from "~/features/site/copy/art-community";
import { bizMeta } from "~/features/site/copy/biz-meta";
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
import { bizSubpages } from "~/features/site/copy/biz-subpages";
import { musicSubpages } from "~/features/site/copy/music-subpages";
import { wildcardSubpages } from "~/features/site/copy/wildcard-subpages";
import { galleryMeta } from "~/features/gallery/copy/gallery-meta";
import { entryMeta } from "~/features/weekly-drop/copy/entry";
import { weeklyDropMeta } from "~/features/weekly-drop/copy/weekly-drop-meta";
import { joinPages } from "~/features/leads/copy/join";

type Titled = { en: PageMeta };

/** The English title of each page by its English path; the home page is named as a board says it. */
const titled: Record<string, string> = {
  "/": "Home",
  ...Object.fromEntries(
    (
      [
        ["/the-core", theCoreMeta],
        ["/how-it-works", howItWorksMeta],
        ["/wyp-ventures", venturesMeta],
        ["/wyp-licensing", licensingMeta],
        ["/tracks", tracksMeta],
        ["/about", aboutMeta],
        ["/art", artMeta],
        ["/sport", sportMeta],
        ["/music", musicMeta],
        ["/biz", bizMeta],
        ["/wildcard", wildcardMeta],
        ["/art/community", artCommunityMeta],
        ["/art/weekly-prize", weeklyDropMeta],
        ["/art/weekly-prize/submit", entryMeta],
        ["/wyp-gallery", galleryMeta],
        ["/wypit", wypitMeta],
        ["/privacy", privacyMeta],
        ["/terms", termsMeta],
      ] as [string, Titled][]
    ).map(([path, meta]) => [path, meta.en.title]),
  ),
  ...Object.fromEntries(
    (
      [
        ["music", musicSubpages],
        ["biz", bizSubpages],
        ["wildcard", wildcardSubpages],
      ] as const
    ).flatMap(([track, copy]) => Object.entries(copy.en.pages).map(([slug, page]) => [`/${track}/${slug}`, page.meta.title])),
  ),
  ...Object.fromEntries(Object.values(joinPages.en).map((page) => [page.path, page.title])),
};

/** The page's name: the words of its title before any tagline or site name. */
const shortName = (title: string) => title.split(/:| \| /)[0].trim();

const names = new Map(pages.map((entry) => [entry.path, shortName(titled[entry.path] ?? entry.path)] as const));

/**
 * Each page's name by its English path. The console's Insights page gets them from its loader: imported
 * there, these pages' titles would be chunks the public pages load one more of.
 */
export const pageNames: PageNames = Object.fromEntries(names);
