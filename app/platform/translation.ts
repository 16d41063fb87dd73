// The shape a translation of a content module must have. English content is the source: each
// Spanish module (`*.es.ts` beside its English `*.en.ts` in a feature's copy) exports the same names typed `Translation<typeof english>`,
// so a text added in English without its Spanish counterpart fails the typecheck.

/** The site's languages. English lives at the current paths, Spanish under /es. */
export type Locale = "en" | "es";

export const locales = ["en", "es"] as const satisfies readonly Locale[];

/** Said in both languages: a form that names no language the site has cannot be answered in one. */
export const unknownLocaleMessage = "Unknown language: locale must be en or es. / Idioma desconocido: locale debe ser en o es.";

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "es";
}

/**
 * Keys whose values are identifiers, addresses or dates, not words a visitor reads. A translation
 * keeps them exactly as the English has them (the type keeps their literal types, and
 * app/features/site/copy/translations.test.ts checks the values are equal).
 */
export const tokenKeys = [
  "href",
  "link",
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
] as const;
export type TokenKey = (typeof tokenKeys)[number];

/**
 * `T` with every text widened to `string` (a Spanish text is not the English literal) and every
 * identifier (see TokenKey), number and boolean kept. Functions keep their parameters (translated
 * in turn) and return translated text.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | bigint | symbol | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: { [I in keyof A]: Translation<A[I]> }) => Translation<R>
      : { readonly [K in keyof T]: K extends TokenKey ? Identifier<K, T[K]> : Translation<T[K]> };

/**
 * Under a token key, an identifier (text, a list of texts, a flag) or an object of them is kept;
 * anything else is content that happens to share the name and is translated: how messages name the
 * track field (`fieldNames.track`), a countdown's `schedule` sentence.
 */
type Identifier<K, V> = K extends "schedule"
  ? V extends string
    ? string
    : V
  : V extends string | readonly string[] | boolean | undefined
    ? V
    : Translation<V>;
