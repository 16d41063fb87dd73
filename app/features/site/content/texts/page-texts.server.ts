// Which copy modules' words each page shows, for staff's Page texts: a unit is one module's page
// copy in both languages, named by the key its page reads it with (`usePageTexts("site/home", ...)`;
// ./page-texts-registry.test.ts checks each page's route reads its units under these keys).
// Server only: it holds every page's words, which no page's script should carry.
import { galleryPage } from "~/features/gallery/copy/gallery";
import { galleryMeta } from "~/features/gallery/copy/gallery-meta";
import { aboutMeta, aboutPage } from "~/features/site/copy/about";
import { artCommunityMeta, artCommunityPage } from "~/features/site/copy/art-community";
import { bizSubpages } from "~/features/site/copy/biz-subpages";
import { privacyMeta, privacyNotice } from "~/features/site/copy/legal";
import { licensingMeta, licensingPage } from "~/features/site/copy/licensing";
import { musicSubpages } from "~/features/site/copy/music-subpages";
import { termsMeta, termsOfUse } from "~/features/site/copy/terms";
import { tracksPage } from "~/features/site/copy/tracks";
import { tracksMeta } from "~/features/site/copy/tracks-meta";
import { wildcardSubpages } from "~/features/site/copy/wildcard-subpages";
import { entryForm, entryMeta } from "~/features/weekly-drop/copy/entry";
import { trackSubpages } from "~/pages";
import { artMeta, artPage } from "~/features/site/copy/art";
import { bizPage } from "~/features/site/copy/biz";
import { bizMeta } from "~/features/site/copy/biz-meta";
import { homeMeta, homePage } from "~/features/site/copy/home";
import { howItWorksMeta, howItWorksPage } from "~/features/site/copy/how-it-works";
import { musicPage } from "~/features/site/copy/music";
import { musicMeta } from "~/features/site/copy/music-meta";
import { sportMeta, sportPage } from "~/features/site/copy/sport";
import { theCoreMeta, theCorePage } from "~/features/site/copy/the-core";
import { venturesMeta, venturesPage } from "~/features/site/copy/ventures";
import { wildcardPage } from "~/features/site/copy/wildcard";
import { wildcardMeta } from "~/features/site/copy/wildcard-meta";
import { wypitMeta, wypitPage } from "~/features/site/copy/wypit";
import { type TextField, textFields } from "./text-fields";

type Bilingual = { en: unknown; es: unknown };

/** `shownAs`: the key the page finds it under in its data, when not `key` (a page's title and description: "meta"). */
export type TextUnit = { key: string; name: string; copy: Bilingual; fields: TextField[]; shownAs?: string };

const subpageCopy = { music: musicSubpages, biz: bizSubpages, wildcard: wildcardSubpages };

/** Each track sub-page's own words ("site/music/studio"), as the sub-pages' template reads them. */
const subpageUnits = Object.entries(trackSubpages).flatMap(([track, slugs]) =>
  slugs.map((slug): [string, [string, string, Bilingual]] => {
    const { en, es } = subpageCopy[track as keyof typeof subpageCopy];
    const pageOf = (pages: object) => (pages as Record<string, unknown>)[slug];
    return [`/${track}/${slug}`, [`site/${track}/${slug}`, `${en.trackName}: ${slug}`, { en: pageOf(en.pages), es: pageOf(es.pages) }]];
  }),
);

/**
 * Each page (English path) with the key and copy of the words it reads through `usePageTexts`. Not
 * yet: /art/weekly-prize, whose copy holds functions (a week's dated words) that a page's data
 * cannot carry; the sign-up pages (/join/*), whose words are the sign-up forms' own.
 */
const pageCopy: Record<string, [key: string, name: string, copy: Bilingual]> = {
  "/": ["site/home", "Home page", homePage],
  "/the-core": ["site/the-core", "The Core", theCorePage],
  "/how-it-works": ["site/how-it-works", "How It Works", howItWorksPage],
  "/wyp-ventures": ["site/ventures", "WYP Ventures", venturesPage],
  "/wyp-licensing": ["site/licensing", "WYP Licensing", licensingPage],
  "/tracks": ["site/tracks", "Tracks", tracksPage],
  "/about": ["site/about", "About", aboutPage],
  "/art": ["site/art", "Art", artPage],
  "/sport": ["site/sport", "Sport", sportPage],
  "/music": ["site/music", "Music", musicPage],
  "/biz": ["site/biz", "Biz", bizPage],
  "/wildcard": ["site/wildcard", "Wildcard", wildcardPage],
  "/art/community": ["site/art-community", "Art community", artCommunityPage],
  "/art/weekly-prize/submit": ["weekly-drop/entry", "Weekly Drop entry form", entryForm],
  "/wypit": ["site/wypit", "WYPitUP", wypitPage],
  "/privacy": ["site/privacy", "Privacy Notice", privacyNotice],
  "/terms": ["site/terms", "Terms of Use", termsOfUse],
  ...Object.fromEntries(subpageUnits),
  "/wyp-gallery": ["gallery/page", "WYP Gallery", galleryPage],
};

/**
 * Each page's title and description (search engines, shared links), shown first in its list; its
 * `meta` reads them as "meta" (`pageMetaTexts`). The track sub-pages' are in their own words.
 */
const metaCopy: Record<string, Bilingual> = {
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
  "/art/weekly-prize/submit": entryMeta,
  "/wypit": wypitMeta,
  "/privacy": privacyMeta,
  "/terms": termsMeta,
  "/wyp-gallery": galleryMeta,
};

const unitOf = (key: string, name: string, copy: Bilingual, shownAs?: string): TextUnit => ({
  key,
  name,
  copy,
  fields: textFields(copy.en, copy.es),
  ...(shownAs && { shownAs }),
});

const unitsOfPage: Record<string, readonly TextUnit[]> = Object.fromEntries(
  Object.entries(pageCopy).map(([page, [key, name, copy]]) => [
    page,
    [...(metaCopy[page] ? [unitOf(`meta${page}`, "Title and description", metaCopy[page], "meta")] : []), unitOf(key, name, copy)],
  ]),
);

const units = Object.values(unitsOfPage).flat();
const unitByKey = new Map(units.map((u) => [u.key, u]));
const fieldsByKey = new Map(units.map((u) => [u.key, new Map(u.fields.map((field) => [field.path, field]))]));

/** The pages whose words staff can change, at their English paths, in the site's order. */
export const pagesWithTexts = Object.keys(unitsOfPage);

export const textUnitsOf = (page: string): readonly TextUnit[] => (Object.hasOwn(unitsOfPage, page) ? unitsOfPage[page] : []);

export const textUnit = (key: string): TextUnit | undefined => unitByKey.get(key);

/** The code's text at `path` of the unit `key`, or undefined when this release has no such text. */
export const originalText = (key: string, path: string): TextField | undefined => fieldsByKey.get(key)?.get(path);

/** The route modules' keys, for the check that each page reads its words under its key. */
export const pageTextKeys = Object.fromEntries(Object.entries(pageCopy).map(([page, [key]]) => [page, key]));
