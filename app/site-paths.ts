import { localePath } from "./lib/locale";

/**
 * Every page path of the site, in the spec's order. The route table, the prerender list and the
 * sitemap all read from here, so a page cannot be added to one and forgotten in another.
 */
export const trackSubpages = {
  music: ["community", "studio", "mentorships", "courses"],
  biz: ["community", "shark-tank", "events", "mentorships", "courses"],
  wildcard: ["community", "custom-path", "showcase", "mentorships"],
} as const;

export const subpagePaths = Object.entries(trackSubpages).flatMap(([track, slugs]) => slugs.map((slug) => `/${track}/${slug}`));

/** Every page, in the spec's order. */
export const allPagePaths = [
  "/",
  "/the-core",
  "/how-it-works",
  "/wyp-ventures",
  "/wyp-licensing",
  "/tracks",
  "/about",
  "/art",
  "/sport",
  "/music",
  "/biz",
  "/wildcard",
  "/art/community",
  "/art/weekly-prize",
  "/art/weekly-prize/submit",
  "/wypit",
  "/privacy",
  "/terms",
  ...subpagePaths,
  "/wyp-gallery",
];

/** Every page in Spanish: the same pages under /es. */
export const spanishPagePaths = allPagePaths.map((path) => localePath("es", path));

/** Every page in both languages, English first. */
export const everyPagePath = [...allPagePaths, ...spanishPagePaths];

/**
 * Pages rendered per request: the gallery shows live data; art, sport, the art community and The
 * Weekly Drop show dated statuses and what staff post from the console (events, prize, winners),
 * which a page frozen at build time would get wrong a day later. The entry form has an action.
 */
export const dynamicPaths = ["/art", "/sport", "/art/community", "/art/weekly-prize", "/art/weekly-prize/submit", "/wyp-gallery"].flatMap(
  (path) => [path, localePath("es", path)],
);

/** Pages whose HTML is the same for every visitor and every day: rendered once at build time, in both languages. */
export const staticPaths = everyPagePath.filter((path) => !dynamicPaths.includes(path));
