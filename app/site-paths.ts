/**
 * Every page path of the site, in the spec's order. The route table, the prerender list and the
 * sitemap all read from here, so a page cannot be added to one and forgotten in another.
 */
export const trackSubpages = {
  music: ["community", "studio", "mentorships", "courses"],
  biz: ["community", "shark-tank", "events", "mentorships", "courses"],
  wildcard: ["community", "custom-path", "showcase", "mentorships"],
} as const;

export type SubpageTrack = keyof typeof trackSubpages;

export const subpagePaths = Object.entries(trackSubpages).flatMap(([track, slugs]) => slugs.map((slug) => `/${track}/${slug}`));

/** Pages whose HTML is the same for every visitor: rendered once at build time. */
export const staticPaths = [
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
  "/wypit",
  "/privacy",
  "/terms",
  ...subpagePaths,
];

/** Pages rendered per request because they show live data. */
export const dynamicPaths = ["/wyp-gallery"];

export const allPagePaths = [...staticPaths, ...dynamicPaths];
