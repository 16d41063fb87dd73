import type { MetaDescriptor } from "react-router";
import type { RoutePath } from "~/pages";
import { site as siteEn } from "~/platform/copy/site.en";
import type { PageMeta } from "~/platform/copy-types";
import { type Locale, localePath } from "~/platform/locale";
import { absoluteUrl } from "~/platform/site-url";
import { site } from "~/platform/copy/site";

/** Open Graph's locale of each language. */
const ogLocale = { en: "en_US", es: "es_US" } as const satisfies Record<Locale, string>;

/** The share image made at build time (see shareImagePlugin in vite.config.ts). */
export const SHARE_IMAGE_PATH = "/share.png";
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export { absoluteUrl };

/**
 * The page in each language for search engines: English, Spanish, and English again as the
 * default for every other language.
 */
export function languageAlternates(path: string): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "alternate", hrefLang: "en", href: absoluteUrl(path) },
    { tagName: "link", rel: "alternate", hrefLang: "es", href: absoluteUrl(localePath("es", path)) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path) },
  ];
}

/**
 * Title, description, canonical URL, language alternates, Open Graph and Twitter tags of the page at
 * `path` in `locale`. `meta` is the page's title and description, from its own copy: in both
 * languages (`homeMeta` in app/features/site/copy/home.ts, ...), or in `locale` alone from a route
 * module of one language (ADR 0037). The route hands it over, so this module,
 * which every page loads, holds no page's title. `structuredData` adds JSON-LD (Organization on
 * every page; Event lists where a page has a calendar).
 */
export function pageMeta(
  path: RoutePath,
  locale: Locale,
  meta: PageMeta | Readonly<Record<Locale, PageMeta>>,
  structuredData: object[] = [],
): MetaDescriptor[] {
  const { title, description } = "title" in meta ? meta : meta[locale];
  const url = absoluteUrl(localePath(locale, path));
  const image = absoluteUrl(SHARE_IMAGE_PATH);
  const { name, longName } = site[locale];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageAlternates(path),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: ogLocale[locale] },
    { property: "og:locale:alternate", content: ogLocale[locale === "en" ? "es" : "en"] },
    { property: "og:site_name", content: `${name}: ${longName}` },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: `${name}: ${longName}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { "script:ld+json": organizationJsonLd(locale) },
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}

function organizationJsonLd(locale: Locale) {
  const { name, longName, founded, description, boroughs } = site[locale];
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    alternateName: longName,
    url: absoluteUrl(localePath(locale, "/")),
    logo: absoluteUrl("/favicon.svg"),
    foundingDate: String(founded),
    description,
    areaServed: boroughs.map((borough) => ({ "@type": "Place", name: `${borough}, New York` })),
  };
}

/** JSON-LD for a calendar item. Dates are optional because several items are announced "TBA". */
export function eventJsonLd(event: {
  name: string;
  description: string;
  startDate?: string;
  endDate?: string;
  location?: string;
  url?: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    ...(event.startDate ? { startDate: event.startDate } : {}),
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    organizer: { "@type": "Organization", name: siteEn.name, url: absoluteUrl("/") },
    location: { "@type": "Place", name: event.location ?? "New York City", address: event.location ?? "New York, NY" },
    ...(event.url ? { url: event.url } : {}),
  };
}
