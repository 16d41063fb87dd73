// Which copy modules' words each page shows, for staff's Page texts: a unit is one module's page
// copy in both languages, named by the key its page reads it with (`usePageTexts("site/home", ...)`;
// ./page-texts-registry.test.ts checks each page's route reads its units under these keys).
// Server only: it holds every page's words, which no page's script should carry.
import { galleryPage } from "~/features/gallery/copy/gallery";
import { aboutPage } from "~/features/site/copy/about";
import { artCommunityPage } from "~/features/site/copy/art-community";
import { bizSubpages } from "~/features/site/copy/biz-subpages";
import { privacyNotice } from "~/features/site/copy/legal";
import { licensingPage } from "~/features/site/copy/licensing";
import { musicSubpages } from "~/features/site/copy/music-subpages";
import { termsOfUse } from "~/features/site/copy/terms";
import { tracksPage } from "~/features/site/copy/tracks";
import { wildcardSubpages } from "~/features/site/copy/wildcard-subpages";
import { entryForm, entrySent } from "~/features/weekly-drop/copy/entry";
import { weeklyDropPage } from "~/features/weekly-drop/copy/weekly-drop";
import { trackSubpages } from "~/pages";
import { artPage } from "~/features/site/copy/art";
import { bizPage } from "~/features/site/copy/biz";
import { homePage } from "~/features/site/copy/home";
import { howItWorksPage } from "~/features/site/copy/how-it-works";
import { musicPage } from "~/features/site/copy/music";
import { sportPage } from "~/features/site/copy/sport";
import { theCorePage } from "~/features/site/copy/the-core";
import { venturesPage } from "~/features/site/copy/ventures";
import { wildcardPage } from "~/features/site/copy/wildcard";
import { wypitPage } from "~/features/site/copy/wypit";
import { type TextField, textFields } from "./text-fields";

type Bilingual = { en: unknown; es: unknown };

export type TextUnit = { key: string; name: string; copy: Bilingual; fields: TextField[] };

const subpageCopy = { music: musicSubpages, biz: bizSubpages, wildcard: wildcardSubpages };

/** Each track sub-page's own words ("site/music/studio"), as the sub-pages' template reads them. */
const subpageUnits = Object.entries(trackSubpages).flatMap(([track, slugs]) =>
  slugs.map((slug): [string, [string, string, Bilingual]] => {
    const { en, es } = subpageCopy[track as keyof typeof subpageCopy];
    // Its title and description stay the code's: the sub-page's meta reads them from its module.
    const pageOf = (pages: object) => {
      const { meta: _meta, ...words } = (pages as Record<string, { meta: unknown }>)[slug];
      return words;
    };
    return [`/${track}/${slug}`, [`site/${track}/${slug}`, `${en.trackName}: ${slug}`, { en: pageOf(en.pages), es: pageOf(es.pages) }]];
  }),
);

/**
 * Each page (English path) with the key and copy of the words it reads through `usePageTexts`. Not
 * yet: the sign-up pages (/join/*), whose words are the sign-up forms' own.
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
  "/art/weekly-prize": ["weekly-drop/page", "The Weekly Drop", weeklyDropPage],
  "/art/weekly-prize/submit": ["weekly-drop/entry", "Weekly Drop entry form", entryForm],
  "/wypit": ["site/wypit", "WYPitUP", wypitPage],
  "/privacy": ["site/privacy", "Privacy Notice", privacyNotice],
  "/terms": ["site/terms", "Terms of Use", termsOfUse],
  ...Object.fromEntries(subpageUnits),
  "/wyp-gallery": ["gallery/page", "WYP Gallery", galleryPage],
};

/** A page's words from a second module, after its own: what the entry page shows once an entry is sent. */
const moreCopy: Record<string, [key: string, name: string, copy: Bilingual]> = {
  "/art/weekly-prize/submit": ["weekly-drop/entry-sent", "Weekly Drop entry: what happens next", entrySent],
};

const unitOf = (key: string, name: string, copy: Bilingual): TextUnit => ({ key, name, copy, fields: textFields(copy.en, copy.es) });

const unitsOfPage: Record<string, readonly TextUnit[]> = Object.fromEntries(
  Object.entries(pageCopy).map(([page, [key, name, copy]]) => [
    page,
    [unitOf(key, name, copy), ...(Object.hasOwn(moreCopy, page) ? [unitOf(...moreCopy[page])] : [])],
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

/** Each page with the key of each of its units, for the check that its route reads its words under that key. */
export const pageTextKeys: [page: string, key: string][] = Object.entries(unitsOfPage).flatMap(([page, pageUnits]) =>
  pageUnits.map((unit): [string, string] => [page, unit.key]),
);
