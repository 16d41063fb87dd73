// The build-time performance plugins (compile hints, site chunk, icons, precompression) against the
// real client build: each of them leans on Vite's and Rolldown's plugin interfaces, and an upgrade
// that changes those turns them into silent no-ops (performance/README.md, upgrade checklist).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { iconId, iconNames } from "../app/ui/icon-names";
import { TEST_BUILD_DIR } from "../tests/support/environment";
import { clientModulesOf } from "./client-scripts.server";
import { COMPILE_HINT } from "./compile-hints";
import { PRECOMPRESSED_FILES } from "./precompress";
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

  it("starts a Spanish page with the same JavaScript as its English twin (issue 15: within 5 kB of /)", () => {
    const clientDir = path.join(buildDir, "client");
    const modulesAt = (page: string) => clientModulesOf(fs.readFileSync(path.join(clientDir, page, "index.html"), "utf8"));
    const spanishPages = fs
      .readdirSync(path.join(clientDir, "es"), { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "index.html")
      .map((file) => path.dirname(file));
    expect(spanishPages.length).toBeGreaterThan(10);
    for (const page of spanishPages) expect(modulesAt(path.join("es", page)), page).toEqual(modulesAt(page));
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
});
