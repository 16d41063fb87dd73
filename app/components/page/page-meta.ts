import type { MetaDescriptor } from "react-router";
import { type RoutePath, routeMeta } from "~/content/meta";
import { site } from "~/content/site";

/** The share image made at build time (see shareImagePlugin in vite.config.ts). */
export const SHARE_IMAGE_PATH = "/share.png";
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function absoluteUrl(path: string) {
  return `${__SITE_URL__}${path === "/" ? "/" : path}`;
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags of a page, from app/content/meta.ts.
 * `structuredData` adds JSON-LD (Organization on every page; Event lists where a page has a calendar).
 */
export function pageMeta(path: RoutePath, structuredData: object[] = []): MetaDescriptor[] {
  const { title, description } = routeMeta[path];
  const url = absoluteUrl(path);
  const image = absoluteUrl(SHARE_IMAGE_PATH);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: `${site.name}: ${site.longName}` },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: `${site.name}: ${site.longName}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { "script:ld+json": organizationJsonLd() },
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}

function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    alternateName: site.longName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    foundingDate: String(site.founded),
    description: site.description,
    areaServed: site.boroughs.map((name) => ({ "@type": "Place", name: `${name}, New York` })),
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
    organizer: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    location: { "@type": "Place", name: event.location ?? "New York City", address: event.location ?? "New York, NY" },
    ...(event.url ? { url: event.url } : {}),
  };
}
