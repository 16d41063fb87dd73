// The site's own words, read from each feature's copy in both languages: for the tests that check a
// translation is whole (app/features/site/copy/translations.test.ts) and that each language's pages show
// only that language (tests/http/languages.test.ts).

export type ContentModule = Record<string, unknown>;

const english = import.meta.glob<ContentModule>("../../app/features/*/copy/*.en.ts", { eager: true });
const spanish = import.meta.glob<ContentModule>("../../app/features/*/copy/*.es.ts", { eager: true });

const nameOf = (path: string) => path.replace(/^.*\//, "").replace(/\.(en|es)\.ts$/, "");

/**
 * The English content modules a visitor reads, by name: every `*.en.ts` of a feature's copy. Copy
 * only staff read (the console is in English) and data without words (links, types) have no suffix.
 */
export const englishModules = Object.entries(english).map(([path, module]) => [nameOf(path), module] as const);

export const spanishByName = new Map(Object.entries(spanish).map(([path, module]) => [nameOf(path), module]));

/** Each English module with its Spanish one, where there is one. */
export const translatedModules = englishModules.flatMap(([name, en]) => {
  const es = spanishByName.get(name);
  return es ? [{ name, en, es }] : [];
});

/** Keys whose values are identifiers, never words (TokenKey in app/platform/translation.ts). */
const tokenKeys = new Set([
  "href",
  "external",
  "dialog",
  "icon",
  "colour",
  "track",
  "kind",
  "schedule",
  "also",
  "id",
  "slug",
  "motif",
  "field",
]);

/** An identifier: under a token key, anything but an object of its own; a schedule is the object, not a sentence. */
export const isIdentifier = (key: string, value: unknown) =>
  tokenKeys.has(key) &&
  (key === "schedule" ? typeof value === "object" : typeof value !== "object" || value === null || Array.isArray(value));

/** Every text of a value, with where it is. */
export function texts(value: unknown, where: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([where, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => texts(item, `${where}[${i}]`, out));
  else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) if (!isIdentifier(key, child)) texts(child, `${where}.${key}`, out);
  }
  return out;
}

/** Names that stay as they are in Spanish: the movement's, its programmes' and contests'. */
const brandNames = [
  "What's Your Passion",
  "THE CORE",
  "WYPitUP!",
  "The Weekly Drop",
  "WYP Ventures",
  "WYP Licensing",
  "WYP Gallery",
  "Crown Access",
  "Mini Shark Tank",
  "QueenMe Classic",
  "Passion in Color",
  "ENTREPRENEUR",
  "WILDCARD",
  "SPORT",
  "MUSIC",
  "ART",
  "WYP",
];

/** How many words a text has besides brand names. */
export const wordsBesidesBrands = (text: string) =>
  brandNames
    .reduce((rest, brand) => rest.split(brand).join(" "), text)
    .split(/[\s|:]+/)
    .filter((word) => /\p{L}/u.test(word)).length;

/** The texts of one language's modules with at least `minWords` words besides brand names. */
export function sentencesOf(modules: Iterable<readonly [string, ContentModule]>, minWords: number) {
  const found = new Set<string>();
  for (const [name, module] of modules) {
    for (const [, text] of texts(module, name)) if (wordsBesidesBrands(text) >= minWords) found.add(text.replace(/\s+/g, " ").trim());
  }
  return found;
}
