// Which language a page is in, and the paths between the two. English lives at the site's paths
// ("/art"), Spanish at the same paths under /es ("/es/art"): the language is in the address, so a
// prerendered page, a shared link and a search result all say which one they are, and nothing
// about a visitor is stored to choose it (ADR 0026).
// Plain functions, no React: the route table and the build's prerender list read them too.
import type { Locale, Translation } from "~/platform/translation";

export type { Locale } from "~/platform/translation";

export const SPANISH_PREFIX = "/es";

/** Spanish routes' ids are the English ones after this (app/routes.ts). */
export const SPANISH_ROUTE_ID_PREFIX = "es/";

/** A route's id without its language: the Spanish "es/join-mentor" is "join-mentor". */
export function routeIdOf(id: string | undefined): string | undefined {
  return id?.startsWith(SPANISH_ROUTE_ID_PREFIX) ? id.slice(SPANISH_ROUTE_ID_PREFIX.length) : id;
}

/** The language of a path: Spanish for "/es" and anything under it, English otherwise. */
export function localeOf(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/** The English path of a page in either language ("/es/art" and "/art" are both "/art"). */
export function pagePathOf(pathname: string): string {
  if (localeOf(pathname) === "en") return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || "/";
}

/**
 * The address of a page in `locale`, from its English path: "/art" is "/es/art" in Spanish, "/"
 * is "/es". A query or fragment is kept; an address that is not a path on this site (https:,
 * mailto:, "#vote") is returned as it is.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (localeOf(path) === "es") return path;
  const rest = path.search(/[?#]/);
  const pathname = rest < 0 ? path : path.slice(0, rest);
  const suffix = rest < 0 ? "" : path.slice(rest);
  return `${SPANISH_PREFIX}${pathname === "/" ? "" : pathname}${suffix}`;
}

/** The same page in the other language. */
export function otherLanguagePath(pathname: string): string {
  const page = pagePathOf(pathname);
  return localeOf(pathname) === "es" ? page : localePath("es", page);
}

/**
 * One content value in both languages, to pick from with the page's locale. English is typed as
 * its translation (its literal texts widened to string), so both read the same way.
 */
export function bilingual<T>(en: T, es: Translation<T>): Record<Locale, Translation<T>> {
  return { en: inEnglish(en), es };
}

/**
 * English content typed as its translation, as a page of one language takes its words (ADR 0037).
 * Only the types differ: English texts are literals, and its functions take the English literal
 * types (a `CalendarDate`, an `NycBorough`) where a translation's take any string.
 */
export function inEnglish<T>(en: T): Translation<T> {
  return en as unknown as Translation<T>;
}

/** BCP 47 tag for Intl formatting in each language: New York's English and the Spanish of the US. */
export const intlLocale = { en: "en-US", es: "es-US" } as const satisfies Record<Locale, string>;
