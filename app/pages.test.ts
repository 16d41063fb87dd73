// The page registry against everything that reads it or used to list pages by hand (issue 29): a
// page in app/pages.ts is routed in both languages, prerendered or not as it says, titled in both
// languages' meta; every public route module serves a page of the registry; and the page tests'
// spec texts name only pages that exist.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routeConfig from "../react-router.config";
import { programmePages, movementPages } from "../tests/e2e/spec-pages";
import { routeMeta } from "../tests/support/page-meta";
import { allPagePaths, type PageEntry, pages, staticPaths } from "./pages";
import routes from "./routes";

type Entry = { path?: string; file: string; index?: boolean; id?: string; children?: Entry[] };
// Each route with its full address; a layout (no path of its own) adds nothing but its children.
const flat = (entries: Entry[], parent = ""): { path: string; file: string; id?: string }[] =>
  entries.flatMap((entry) => {
    const here = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    const self = entry.path !== undefined || entry.index ? [{ path: `/${here}`, file: entry.file, id: entry.id }] : [];
    return [...self, ...flat(entry.children ?? [], here)];
  });
const routed = flat(routes as Entry[]);

describe("the page registry (app/pages.ts)", () => {
  it("lists each page once", () => {
    expect(new Set(pages.map((entry) => entry.path)).size).toBe(pages.length);
  });

  it.each(pages.map((entry) => [entry.path, entry] as const))("routes %s in English and in Spanish to its module", (pagePath, entry) => {
    const spanishPath = pagePath === "/" ? "/es" : `/es${pagePath}`;
    const modules = { [pagePath]: entry.module, [spanishPath]: (entry as PageEntry).spanishModule ?? entry.module };
    for (const [address, module] of Object.entries(modules)) {
      const found = routed.filter((route) => route.path === address);
      expect(
        found.map((route) => route.file),
        address,
      ).toEqual([module]);
    }
  });

  it("has a Spanish route module, in routes/es/, for each page that names one, and none for another", () => {
    const spanishModules = pages.flatMap((entry) => (entry as PageEntry).spanishModule ?? []);
    const files = fs
      .readdirSync(path.join(import.meta.dirname, "routes", "es"))
      .filter((file) => file.endsWith(".tsx"))
      .map((file) => `routes/es/${file}`);
    expect(spanishModules.length).toBeGreaterThan(0);
    expect([...files].sort()).toEqual([...spanishModules].sort());
  });

  it("is the whole list of public pages: every top-level route module serves a page of it", () => {
    const modules = new Set(pages.map((entry) => entry.module));
    const files = fs
      .readdirSync(path.join(import.meta.dirname, "routes"))
      .filter((file) => file.endsWith(".tsx"))
      .map((file) => `routes/${file}`);
    // The catch-all route answers every address that is not a page.
    expect(files.filter((file) => !modules.has(file))).toEqual(["routes/not-found.tsx"]);
  });

  it("is what the build prerenders: the pages it says, in both languages, and no other", () => {
    const prerender = (routeConfig as { prerender: string[] }).prerender.filter((address) => !/\.(xml|txt)$/.test(address));
    expect([...prerender].sort()).toEqual([...staticPaths].sort());
    const prerendered = pages.filter((entry) => entry.rendering === "prerendered").length;
    expect(prerender).toHaveLength(prerendered * 2);
  });

  it("gives every page of the sitemap a title and description in both languages, and no other path one", () => {
    for (const locale of ["en", "es"] as const) {
      expect(Object.keys(routeMeta[locale]).sort(), locale).toEqual([...allPagePaths].sort());
      for (const [pagePath, { title, description }] of Object.entries(routeMeta[locale])) {
        expect(title, `${locale} ${pagePath}`).toMatch(/\S/);
        expect(description, `${locale} ${pagePath}`).toMatch(/\S/);
      }
    }
  });

  it("is where the page tests' spec texts point: each names a page of the registry", () => {
    for (const address of [...Object.keys(movementPages), ...Object.keys(programmePages)]) expect(allPagePaths).toContain(address);
  });
});
