// THE page registry: every public page once, at its English path (each has its Spanish twin under
// /es, served by the same module or, for a few, by a Spanish one: `spanishModule`). The route table (app/routes.ts), the prerender list
// (react-router.config.ts), the sitemap, the typed paths of the copy (`RoutePath`, below) and
// the page tests all read from here: a page added here is routed, rendered, listed and tested; a
// page not here exists nowhere. app/pages.test.ts checks each of them against this list.
import { localePath } from "./platform/locale";

export type PageEntry = {
  /** The English address ("/" or "/art/community"); Spanish: the same under /es. */
  readonly path: string;
  /** The route module, from app/. */
  readonly module: string;
  /** A route id, where one module serves several pages. */
  readonly id?: string;
  /**
   * The Spanish page's own route module, where the page has one per language (ADR 0037: each loads
   * its own language's words only); otherwise `module` serves both.
   */
  readonly spanishModule?: string;
  /**
   * prerendered: the same HTML for every visitor and every day, rendered once at build time.
   * per-request: live or dated data (the gallery, events, the contest), or a form's answer.
   */
  readonly rendering: "prerendered" | "per-request";
  /** Listed in the sitemap, with a title and description in its page's copy (`pageMeta` in app/ui/page/page-meta.ts). */
  readonly sitemap: boolean;
};

/** The track sub-pages by track and slug: one route module per track (routes/music-subpage.tsx, ...), one template for all. */
export const trackSubpages = {
  music: ["community", "studio", "mentorships", "courses"],
  biz: ["community", "shark-tank", "events", "mentorships", "courses"],
  wildcard: ["community", "custom-path", "showcase", "mentorships"],
} as const;

/** The address of each track sub-page, as a type: "/music/community", "/biz/shark-tank", ... */
export type SubpagePath = {
  [Track in keyof typeof trackSubpages]: `/${Track}/${(typeof trackSubpages)[Track][number]}`;
}[keyof typeof trackSubpages];

const page = <const Path extends string>(path: Path, module: string, rendering: PageEntry["rendering"] = "prerendered") =>
  ({ path, module, rendering, sitemap: true }) as const;

/** A page with a route module per language: `routes/x.tsx` in English, `routes/es/x.tsx` in Spanish (ADR 0037). */
const pageInEachLanguage = <const Path extends string>(path: Path, module: string, rendering: PageEntry["rendering"] = "prerendered") =>
  ({ ...page(path, module, rendering), spanishModule: module.replace(/^routes\//, "routes/es/") }) as const;

/** Every page, in the spec's order (the sitemap's), then the sign-up pages for visitors without JavaScript. */
export const pages = [
  pageInEachLanguage("/", "routes/home.tsx"),
  pageInEachLanguage("/the-core", "routes/the-core.tsx"),
  page("/how-it-works", "routes/how-it-works.tsx"),
  page("/wyp-ventures", "routes/wyp-ventures.tsx"),
  page("/wyp-licensing", "routes/wyp-licensing.tsx"),
  page("/tracks", "routes/tracks.tsx"),
  page("/about", "routes/about.tsx"),
  // Art, sport, the art community and The Weekly Drop show dated statuses and what staff post from
  // the console (events, prize, winners), which a page frozen at build time would get wrong a day later.
  pageInEachLanguage("/art", "routes/art.tsx", "per-request"),
  page("/sport", "routes/sport.tsx", "per-request"),
  pageInEachLanguage("/music", "routes/music.tsx"),
  pageInEachLanguage("/biz", "routes/biz.tsx"),
  pageInEachLanguage("/wildcard", "routes/wildcard.tsx"),
  pageInEachLanguage("/art/community", "routes/art-community.tsx", "per-request"),
  pageInEachLanguage("/art/weekly-prize", "routes/art-weekly-prize.tsx", "per-request"),
  // The entry form has an action.
  pageInEachLanguage("/art/weekly-prize/submit", "routes/art-weekly-prize-submit.tsx", "per-request"),
  page("/wypit", "routes/wypit.tsx"),
  page("/privacy", "routes/privacy.tsx"),
  page("/terms", "routes/terms.tsx"),
  ...Object.entries(trackSubpages).flatMap(([track, slugs]) =>
    slugs.map((slug) => ({ ...page(`/${track}/${slug}` as SubpagePath, `routes/${track}-subpage.tsx`), id: `subpage-${track}-${slug}` })),
  ),
  // The gallery shows live data.
  page("/wyp-gallery", "routes/wyp-gallery.tsx", "per-request"),
  ...(["mentor", "partner", "crown-access", "newsletter"] as const).map((kind) => ({
    path: `/join/${kind}`,
    module: "routes/join.tsx",
    id: `join-${kind}`,
    rendering: "per-request" as const,
    sitemap: false,
  })),
] satisfies readonly PageEntry[];

/**
 * The English address of every page of the sitemap: the type of every internal link in the copy, so
 * a link to a page that does not exist fails the typecheck.
 */
export type RoutePath = Extract<(typeof pages)[number], { sitemap: true }>["path"];

/** Every page of the sitemap, in the spec's order. */
export const allPagePaths = pages.filter((entry) => entry.sitemap).map((entry) => entry.path);

/** Every page of the sitemap in Spanish: the same pages under /es. */
export const spanishPagePaths = allPagePaths.map((path) => localePath("es", path));

/** Every page of the sitemap in both languages, English first. */
export const everyPagePath = [...allPagePaths, ...spanishPagePaths];

/** Pages rendered once at build time, in both languages. */
export const staticPaths = pages
  .filter((entry) => entry.rendering === "prerendered")
  .flatMap((entry) => [entry.path, localePath("es", entry.path)]);
