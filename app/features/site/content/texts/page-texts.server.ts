// Which copy modules' words each page shows, for staff's Page texts: a unit is one module's page
// copy in both languages, named by the key its page reads it with (`usePageTexts("site/home", ...)`;
// ./page-texts-registry.test.ts checks each page's route reads its units under these keys).
// Server only: it holds every page's words, which no page's script should carry.
import { aboutPage } from "~/features/site/copy/about";
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

/**
 * Each page (English path) with the key and copy of the words it reads through `usePageTexts`. Not
 * yet: /wyp-licensing and /tracks, whose copy holds functions (a step's label) that a page's data
 * cannot carry; the track sub-pages, the sign-up pages, the legal pages and the gallery.
 */
const pageCopy: Record<string, [key: string, name: string, copy: Bilingual]> = {
  "/": ["site/home", "Home page", homePage],
  "/the-core": ["site/the-core", "The Core", theCorePage],
  "/how-it-works": ["site/how-it-works", "How It Works", howItWorksPage],
  "/wyp-ventures": ["site/ventures", "WYP Ventures", venturesPage],
  "/about": ["site/about", "About", aboutPage],
  "/art": ["site/art", "Art", artPage],
  "/sport": ["site/sport", "Sport", sportPage],
  "/music": ["site/music", "Music", musicPage],
  "/biz": ["site/biz", "Biz", bizPage],
  "/wildcard": ["site/wildcard", "Wildcard", wildcardPage],
  "/wypit": ["site/wypit", "WYPitUP", wypitPage],
};

const unitsOfPage: Record<string, readonly TextUnit[]> = Object.fromEntries(
  Object.entries(pageCopy).map(([page, [key, name, copy]]) => [page, [{ key, name, copy, fields: textFields(copy.en, copy.es) }]]),
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
