// How much JavaScript a public page loads, and what it may load (issue 33). The figure is what a
// phone transfers for the page's start modules (performance/client-scripts.server.ts) and for what
// every page loads once it is interactive, whatever the visitor does (the Web Vitals client, issue
// 45): Lighthouse counts both, as it waits for the page to settle. The Brotli copy of each (every browser the site supports accepts it, and the host sends it) plus
// the headers of its response, as Lighthouse's "JavaScript transfer" counts them. Measured with
// Chromium's network log (encodedDataLength) on the host's responses, 2026-11-26: 287 B of headers
// a script once the host stopped sending an ETag on hashed files (331 B before; the full audit
// that day read /art at 115.1 kB where 320 B a script gave 114.9); / came to 117.2 kB in 9 scripts.
// `performance/build-output.test.ts` holds every public route to its budget.
import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";

/** Headers of one script's response, as measured above. */
const HEADERS_BYTES = 290;

/** Issue 33's goal for every public route, in both languages: kB transferred (1 kB = 1024 B), the Web Vitals chunk included (issue 45). */
export const JAVASCRIPT_GOAL_KB = 115;

/**
 * The routes over the goal, each held to what it loads, rounded up to the next half kB, so that none
 * grows while it is brought down; the figure goes in the comment. By English route id where the
 * Spanish page starts the same modules; a page with a route module per language (ADR 0037) has a
 * line per language. Empty since 2026-11-26: every public route, in both languages, is within the
 * goal (issue 33: the meta move, the track split, /join without dialog code, the entry page without
 * Zod, /privacy and /terms apart, the calendar's days in one chunk, the site's own Slot and Label,
 * import() without Vite's preload helper, React Router's production build, and a route module per
 * language for /, /the-core and /art/weekly-prize). Still empty since the Web Vitals chunk (issue 45,
 * 0.95 kB after every page is interactive) is counted too: /art, /art/community, /biz, /music and the
 * entry page had a route module per language first, and the Weekly Drop's pages left the gallery's
 * words to their loader (ADR 0037, amended 2026-11-29). A change that must take a route over the
 * goal adds its line here with the reason in the commit.
 */
export const javascriptOverGoalKb: Record<string, number> = {};

/** The route a budget is written for: a Spanish route's English twin ("es/routes/art" is "routes/art"). */
export const englishRouteId = (routeId: string) => routeId.replace(/^es\//, "");

/** A route's budget: the goal, or what it is held to while over it (its own line, else its English twin's). */
export const javascriptBudgetKb = (routeId: string) =>
  javascriptOverGoalKb[routeId] ?? javascriptOverGoalKb[englishRouteId(routeId)] ?? JAVASCRIPT_GOAL_KB;

/** The public routes (the site's pages and the not-found page): every route with a component, outside the console. */
export function publicPageRoutes(build: ServerBuild): string[] {
  return Object.entries(build.routes)
    .filter(([id, route]) => id !== "root" && route?.module.default && !/(^|\/)routes\/staff\//.test(id) && !id.startsWith("staff-"))
    .map(([id]) => id);
}

/** The modules a route's page starts: the client entry and its imports, then each route from the root down with its imports. */
export function startModules(build: ServerBuild, routeId: string): string[] {
  const { entry, routes } = build.assets;
  const chain: string[] = [];
  for (let route = routes[routeId]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    chain.unshift(route.module, ...(route.imports ?? []));
  }
  return [...new Set([entry.module, ...entry.imports, ...chain])];
}

// The Web Vitals client (app/features/insights/vitals-client.ts) as the frame's import() names it:
// Rolldown names a chunk after its module. Read from the built scripts, not guessed from the folder,
// so that a page is held to what it really loads; see afterLoadModules.
const AFTER_LOAD_IMPORT = /\bimport\([`'"]\.\/(vitals-client-[\w-]+\.js)[`'"]\)/g;

/**
 * What every public page loads once it is interactive, whatever the visitor does: the Web Vitals
 * client, which the insights beacon in the root imports after hydration
 * (app/features/insights/insights-beacon.tsx). Found as an import() in the modules the root starts;
 * a build without exactly one throws, so a renamed module or a changed chunk name fails the budget
 * test instead of dropping the chunk from the count.
 */
export function afterLoadModules(build: ServerBuild, clientDir: string): string[] {
  const frame = startModules(build, "root").map((url) => fs.readFileSync(path.join(clientDir, url), "utf8"));
  const chunks = [...new Set(frame.flatMap((text) => [...text.matchAll(AFTER_LOAD_IMPORT)].map((match) => `/assets/${match[1]}`)))];
  if (chunks.length !== 1) {
    throw new Error(`Expected the root's scripts to import() one Web Vitals chunk (vitals-client-*.js), found ${chunks.length}`);
  }
  return chunks;
}

/** What the scripts `urls` transfer, in kB, from the client build in `clientDir`. */
const transferKb = (clientDir: string, urls: string[]) =>
  urls.reduce((sum, url) => sum + fs.statSync(path.join(clientDir, `${url}.br`)).size + HEADERS_BYTES, 0) / 1024;

/** What a route's page transfers of JavaScript at first (its start modules), in kB, from the client build in `clientDir`. */
export function firstLoadJavaScriptKb(build: ServerBuild, clientDir: string, routeId: string): number {
  return transferKb(clientDir, startModules(build, routeId));
}

/** What a route's page transfers of JavaScript in all, in kB: its start modules and what it loads once interactive. What the budget holds. */
export function pageJavaScriptKb(build: ServerBuild, clientDir: string, routeId: string): number {
  const start = startModules(build, routeId);
  return transferKb(clientDir, [...start, ...afterLoadModules(build, clientDir).filter((url) => !start.includes(url))]);
}
