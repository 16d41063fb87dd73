// The build-time performance plugins (compile hints, site chunk, plain import(), icons, precompression) against the
// real client build: each of them leans on Vite's and Rolldown's plugin interfaces, and an upgrade
// that changes those turns them into silent no-ops (performance/README.md, upgrade checklist).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { demoArtworks, demoImageFile } from "../app/features/gallery/demo-gallery.server";
import { notFoundMeta } from "../app/features/site/copy/not-found";
import { IMAGE_WIDTHS } from "../app/platform/media.server";
import { pages as sitePages, type RoutePath } from "../app/pages";
import { iconId, iconNames } from "../app/ui/icon-names";
import { TEST_BUILD_DIR } from "../tests/support/environment";
import { routeMeta } from "../tests/support/page-meta";
import { clientModulesOf } from "./client-scripts.server";
import { COMPILE_HINT } from "./compile-hints";
import {
  afterLoadModules,
  firstLoadJavaScriptKb,
  JAVASCRIPT_GOAL_KB,
  javascriptBudgetKb,
  javascriptOverGoalKb,
  pageJavaScriptKb,
  publicPageRoutes,
  startModules,
} from "./javascript-budget";
import { PRECOMPRESSED_FILES } from "./precompress";
import { CHUNK_GROUPS } from "./site-chunk";
import { loadServerBuild } from "./server-build";

const buildDir = path.resolve(import.meta.dirname, "..", TEST_BUILD_DIR);
const assetsDir = path.join(buildDir, "client/assets");
const read = (file: string) => fs.readFileSync(path.join(assetsDir, file), "utf8");

describe.runIf(inject("browser"))("build-time performance plugins against the built site", () => {
  let build: ServerBuild;
  let scripts: string[];
  let pages: string[];
  beforeAll(async () => {
    build = await loadServerBuild(buildDir);
    scripts = fs.readdirSync(assetsDir).filter((file) => file.endsWith(".js"));
    const clientDir = path.join(buildDir, "client");
    pages = fs
      .readdirSync(clientDir, { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "index.html")
      .map((file) => fs.readFileSync(path.join(clientDir, file), "utf8"));
  });

  it("puts the compile hint on every chunk some page starts with, and on no chunk only loaded on demand", () => {
    const { entry, routes } = build.assets;
    const atStart = new Set([entry.module, ...entry.imports, ...Object.values(routes).flatMap((r) => [r!.module, ...(r!.imports ?? [])])]);
    const hinted = new Set(scripts.filter((file) => read(file).startsWith(`${COMPILE_HINT}\n`)).map((file) => `/assets/${file}`));
    expect(hinted).toEqual(atStart);
    // The dialog panels, forms and notices are loaded with import() when they are needed.
    const onDemand = scripts.filter((file) => !hinted.has(`/assets/${file}`) && !file.startsWith("manifest-"));
    expect(onDemand.length).toBeGreaterThanOrEqual(3);
  });

  // 14 before Spanish; each content module shared by several pages and its Spanish twin are two
  // chunks, which brought the track pages to 18 (ADR 0026: grouping the twins pulled other pages'
  // words into them, +16 kB on /, a worse trade than four module starts).
  it("starts every page with one framework chunk and one site chunk, in at most 18 modules", () => {
    const framework = scripts.filter((file) => file.startsWith("framework-"));
    const site = scripts.filter((file) => file.startsWith("site-"));
    expect(framework).toHaveLength(1);
    expect(site).toHaveLength(1);
    expect(read(framework[0])).toContain("react-dom");
    // The header's menu toggle (app/features/site/shell) is in the site chunk, not a chunk of its own.
    expect(read(site[0])).toContain("Open menu");
    expect(pages.length).toBeGreaterThan(20);
    for (const html of pages) {
      const modules = clientModulesOf(html);
      expect(modules).toContain(`/assets/${framework[0]}`);
      expect(modules).toContain(`/assets/${site[0]}`);
      expect(modules.length).toBeLessThanOrEqual(18);
    }
  });

  it("starts a Spanish page with the same JavaScript as its English twin (issue 15: within 5 kB of /), or, with a route module of its own, its own language's", () => {
    const clientDir = path.join(buildDir, "client");
    const modulesAt = (page: string) => clientModulesOf(fs.readFileSync(path.join(clientDir, page, "index.html"), "utf8"));
    const spanishPages = fs
      .readdirSync(path.join(clientDir, "es"), { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "index.html")
      .map((file) => path.dirname(file));
    expect(spanishPages.length).toBeGreaterThan(10);
    const ownLanguage = new Set(sitePages.filter((page) => "spanishModule" in page).map((page) => page.path.replace(/^\//, "") || "."));
    expect(ownLanguage.size).toBeGreaterThan(0);
    for (const page of spanishPages) {
      const english = modulesAt(page);
      const spanish = modulesAt(path.join("es", page));
      if (!ownLanguage.has(page)) expect(spanish, page).toEqual(english);
      else {
        // The frame is shared; the page's own chunks are not (ADR 0037).
        expect(spanish.filter((file) => english.includes(file)).length, page).toBeGreaterThanOrEqual(english.length - 4);
        expect(spanish, page).not.toEqual(english);
      }
    }
  });

  // Issue 33: the titles and descriptions of every page, in both languages, were 12 kB of the site
  // chunk every page loads. Each page's own now travel in its route's chunks (pageMeta takes them
  // from the route); a module that gathered them all again would bring them back into every page.
  it("starts each page with its own title and no other page's: none in the site chunk", () => {
    const { entry, routes } = build.assets;
    const sitemapPages = sitePages.filter((page): page is Extract<typeof page, { sitemap: true }> => page.sitemap);
    const titlesOf = (pagePath: RoutePath) => [routeMeta.en[pagePath].title, routeMeta.es[pagePath].title];
    const everyTitle = [...sitemapPages.flatMap((page) => titlesOf(page.path)), notFoundMeta.en.title, notFoundMeta.es.title];
    const site = scripts.filter((file) => file.startsWith("site-"));
    expect(site).toHaveLength(1);
    expect(everyTitle.filter((title) => read(site[0]).includes(title))).toEqual([]);

    const startedBy = (routeId: string) => [routes.root!, routes[routeId]!].flatMap((route) => [route.module, ...(route.imports ?? [])]);
    for (const page of sitemapPages) {
      // A route's id is the one app/routes.ts gives it: its own, or its module's name.
      const englishId = "id" in page ? page.id : page.module.replace(/\.tsx$/, "");
      for (const locale of ["en", "es"] as const) {
        const routeId = locale === "en" ? englishId : `es/${englishId}`;
        expect(routes[routeId], `${page.path}: no route "${routeId}" in the build`).toBeDefined();
        const modules = new Set([entry.module, ...entry.imports, ...startedBy(routeId)]);
        const text = [...modules].map((file) => read(file.replace(/^\/assets\//, ""))).join("\n");
        // A page with a route module per language (ADR 0037) starts with its own language's title alone.
        const own = "spanishModule" in page ? [routeMeta[locale][page.path].title] : titlesOf(page.path);
        for (const title of own) expect(text, `${routeId} starts without its title "${title}"`).toContain(title);
        // A track's sub-pages share one route module (app/routes/music-subpage.tsx and its two siblings), and so their titles.
        const others = sitemapPages.filter((other) => other.module !== page.module).flatMap((other) => titlesOf(other.path));
        const otherLanguage = titlesOf(page.path).filter((title) => !own.includes(title));
        const carried = [...others, ...otherLanguage, notFoundMeta.en.title, notFoundMeta.es.title].filter((title) => text.includes(title));
        expect(carried, `${routeId} starts with other pages' titles`).toEqual([]);
      }
    }
  });

  it("holds every public route's JavaScript, at start and the Web Vitals chunk after it (issue 45), to its budget (issue 33), counted as the pages load it", () => {
    const clientDir = path.join(buildDir, "client");
    const routes = publicPageRoutes(build);
    expect(routes.length).toBeGreaterThan(40);
    // The count is the pages' own: a prerendered page starts exactly the modules counted for its route.
    const home = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
    expect(new Set(clientModulesOf(home))).toEqual(new Set(startModules(build, "routes/home")));
    // ...and every page then loads the Web Vitals chunk, which no page starts with.
    const [vitals] = afterLoadModules(build, clientDir);
    expect(read(vitals.replace(/^\/assets\//, ""))).toContain("largest-contentful-paint");
    expect(routes.filter((id) => startModules(build, id).includes(vitals))).toEqual([]);
    // Issue 45: the measuring code adds at most 1.5 kB to a page.
    expect(pageJavaScriptKb(build, clientDir, "routes/home") - firstLoadJavaScriptKb(build, clientDir, "routes/home")).toBeLessThan(1.5);
    const over = routes
      .map((id) => ({ id, kb: pageJavaScriptKb(build, clientDir, id), budget: javascriptBudgetKb(id) }))
      .filter(({ kb, budget }) => kb > budget)
      .map(({ id, kb, budget }) => `${id}: ${kb.toFixed(2)} kB, budget ${budget} kB`);
    expect(over).toEqual([]);
    // A route brought under the goal leaves the table of routes held above it.
    const paidOff = Object.keys(javascriptOverGoalKb).filter(
      (id) => !routes.includes(id) || pageJavaScriptKb(build, clientDir, id) <= JAVASCRIPT_GOAL_KB,
    );
    expect(paidOff).toEqual([]);
  });

  it("starts the Weekly Drop entry page with the entry's addresses and limits in one chunk, not one each (issue 45)", () => {
    for (const routeId of ["routes/art-weekly-prize-submit", "es/routes/art-weekly-prize-submit"]) {
      const limits = startModules(build, routeId).filter((url) => path.basename(url).startsWith(`${CHUNK_GROUPS.entryLimits}-`));
      expect(limits, routeId).toHaveLength(1);
      const text = read(path.basename(limits[0]));
      // entries.ts's address of the page and entry-rules.ts's longest guardian contact.
      expect(text).toContain("/art/weekly-prize/submit");
      expect(text).toContain("guardianContact");
    }
  });

  it("loads on-demand chunks with a plain import(), without Vite's preload helper in any script", () => {
    // The helper's own words: it builds <link> preloads and reports failures as vite:preloadError.
    expect(scripts.filter((file) => /vite:preloadError|csp-nonce/.test(read(file)))).toEqual([]);
    // The dialogs still load on demand.
    expect(scripts.filter((file) => /\bimport\(`\.\/[\w-]+\.js`\)/.test(read(file))).length).toBeGreaterThanOrEqual(1);
  });

  it("writes a Brotli and a gzip copy, with the same content, beside every script, stylesheet and SVG", () => {
    // Two files come from outside the client bundle, so the plugin never sees them, and no page loads
    // them: React Router's manifest-<version>.js, and the server build's copy of the stylesheet.
    const notInBundle = /^(manifest|server-build)-/;
    const files = fs.readdirSync(assetsDir).filter((file) => PRECOMPRESSED_FILES.test(file) && !notInBundle.test(file));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const source = fs.readFileSync(path.join(assetsDir, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(assetsDir, `${file}.br`))).equals(source), file).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(assetsDir, `${file}.gz`))).equals(source), file).toBe(true);
    }
  });

  it("emits the icon sprite the client scripts point at, with a symbol for every icon", () => {
    const sprites = fs.readdirSync(assetsDir).filter((file) => /^icons-[0-9a-f]+\.svg$/.test(file));
    expect(sprites).toHaveLength(1);
    expect(scripts.filter((file) => read(file).includes(`/assets/${sprites[0]}`)).length).toBeGreaterThan(0);
    const symbols = [...read(sprites[0]).matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(symbols.sort()).toEqual(iconNames.map(iconId).sort());
  });

  it("keeps the demo gallery's images encoded in the server build: WebP at each width, no metadata", async () => {
    const { default: sharp } = await import("sharp");
    for (const index of demoArtworks.keys()) {
      for (const width of IMAGE_WIDTHS) {
        const meta = await sharp(path.join(buildDir, "server", demoImageFile(index, width))).metadata();
        expect([meta.format, meta.width, meta.height, meta.exif, meta.icc, meta.xmp]).toEqual([
          "webp",
          width,
          width,
          undefined,
          undefined,
          undefined,
        ]);
      }
    }
  });
});
