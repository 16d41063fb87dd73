// The rewrite of React Router's <Scripts> (client-scripts.server.ts) against the real build, without
// a browser: the pages the build shipped, and React Router's own output for the same routes before
// the rewrite. After an upgrade of React Router, Vite, Rolldown or React, this is the test that says
// whether the trick still holds (performance/README.md, upgrade checklist).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToReadableStream } from "react-dom/server";
import { createElement } from "react";
import { createRequestHandler, type EntryContext, ServerRouter, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { connect, migrateToLatest } from "../db/connect";
import { TEST_BUILD_DIR } from "../tests/support/environment";
import { deferredLoaderOf, loadClientModulesAfterFirstPaint, manifestOf, reactRouterScriptsOf } from "./client-scripts.server";
import { COMPILE_HINT } from "./compile-hints";
import { loadServerBuild } from "./server-build";

const buildDir = path.resolve(import.meta.dirname, "..", TEST_BUILD_DIR);
const clientDir = path.join(buildDir, "client");

/** Every prerendered page of the build, by path. */
function shippedPages(): Array<[string, string]> {
  return fs
    .readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith(`${path.sep}index.html`))
    .map((file) => [`/${path.dirname(file)}`.replace(/\/\.$/, "/"), fs.readFileSync(path.join(clientDir, file), "utf8")]);
}

/**
 * What a page rewritten by the build must be: nothing loads before the first paint, the deferred
 * loader preloads exactly the modules React Router's manifest gives this page, evaluates each after
 * the modules it imports, reads the route modules under React Router's names and starts the entry
 * once; every module it starts with carries the compile hint.
 */
function expectDeferredLoader(html: string) {
  expect(html).not.toMatch(/<link\b[^>]*\brel="modulepreload"/);
  const moduleScripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(moduleScripts).toHaveLength(1);
  const loader = deferredLoaderOf(html);
  expect(loader.body).not.toMatch(/^\s*import\s*(?!\()\S/m);
  expect(loader.body.indexOf("first-contentful-paint")).toBeLessThan(loader.body.indexOf("const preloads"));

  const manifest = manifestOf(loader.body);
  // React Router's table of route modules: route id -> the name the module is imported under.
  const table = /window\.__reactRouterRouteModules = \{([^}]*)\}/.exec(loader.body)?.[1] ?? "";
  const routeIds = [...table.matchAll(/"([^"]+)":(\w+)/g)].map(([, id, name]) => ({ id, name }));
  expect(routeIds[0]?.id).toBe("root");
  expect(loader.routeImports).toEqual(routeIds.map(({ id, name }) => ({ name, url: manifest.routes[id]?.module })));

  const routes = routeIds.map(({ id }) => manifest.routes[id]);
  const expected = new Set([manifest.entry.module, ...manifest.entry.imports, ...routes.flatMap((r) => [r.module, ...(r.imports ?? [])])]);
  expect(new Set(loader.preloads)).toEqual(expected);
  expect(loader.preloads).toHaveLength(expected.size);

  expect(new Set(loader.evaluationOrder)).toEqual(new Set([...expected].filter((url) => url !== manifest.entry.module)));
  const position = (url: string) => loader.evaluationOrder.indexOf(url);
  for (const route of routes)
    for (const dependency of route.imports ?? []) expect(position(dependency)).toBeLessThan(position(route.module));
  expect(routes.map((r) => position(r.module))).toEqual(routes.map((r) => position(r.module)).sort((a, b) => a - b));

  expect(loader.entry).toBe(manifest.entry.module);
  expect(html.split(`import(${JSON.stringify(manifest.entry.module)})`)).toHaveLength(2);
  expect(loader.body.indexOf(`import(${JSON.stringify(loader.entry)});`)).toBeGreaterThan(loader.body.indexOf("await Promise.all"));

  for (const url of loader.preloads) {
    const file = path.join(clientDir, url);
    expect(fs.existsSync(file), url).toBe(true);
    expect(fs.readFileSync(file, "utf8").split("\n", 1)[0], url).toBe(COMPILE_HINT);
  }
  return loader;
}

/** A copy of the server build whose entry renders <ServerRouter> as React Router does, without the rewrite. */
function withoutRewrite(build: ServerBuild, nonce?: string): ServerBuild {
  const handleRequest = async (request: Request, status: number, headers: Headers, context: EntryContext) => {
    const stream = await renderToReadableStream(createElement(ServerRouter, { context, url: request.url, nonce }), { nonce });
    await stream.allReady;
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response(stream, { status, headers });
  };
  return { ...build, entry: { module: { ...build.entry.module, default: handleRequest } } };
}

async function render(build: ServerBuild, pathname: string) {
  const response = await createRequestHandler(build, "production")(new Request(`http://localhost${pathname}`));
  expect(response.status, pathname).toBe(200);
  return response.text();
}

describe.runIf(inject("browser"))("client scripts against the built site", () => {
  it("every prerendered page loads its modules after the first paint, as the manifest in it says", () => {
    const pages = shippedPages();
    expect(pages.length).toBeGreaterThan(20);
    for (const [pathname, html] of pages) {
      try {
        expectDeferredLoader(html);
      } catch (error) {
        throw new Error(`${pathname}: ${(error as Error).message}`);
      }
    }
  });

  describe("React Router's output before the rewrite", () => {
    let build: ServerBuild;
    let dataDir: string;

    beforeAll(async () => {
      // /wyp-gallery reads the gallery per request: an empty, migrated database of its own.
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wyp-perf-contract-"));
      const db = connect({ dataDir });
      await migrateToLatest(db);
      await db.destroy();
      vi.stubEnv("DATA_DIR", dataDir);
      vi.stubEnv("LOG_LEVEL", "silent");
      build = await loadServerBuild(buildDir);
    });
    afterAll(() => {
      vi.unstubAllEnvs();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it.each(["/", "/about", "/tracks", "/the-core"])(
      "%s: the rewrite reads all of it and makes the page the build shipped",
      async (pathname) => {
        const raw = await render(withoutRewrite(build), `${pathname}/`.replace("//", "/"));
        const scripts = reactRouterScriptsOf(raw);
        expect(scripts?.routeImports.length).toBeGreaterThanOrEqual(2);
        expect(scripts?.preloads.length).toBeGreaterThan(3);

        const rewritten = loadClientModulesAfterFirstPaint(raw);
        expectDeferredLoader(rewritten);
        const shipped = fs.readFileSync(path.join(clientDir, pathname, "index.html"), "utf8");
        expect(deferredLoaderOf(rewritten).body).toBe(deferredLoaderOf(shipped).body);
      },
    );

    it("/wyp-gallery, rendered per request with a nonce: the rewrite reads all of it and keeps the nonce", async () => {
      const raw = await render(withoutRewrite(build, "n0nce"), "/wyp-gallery");
      expect(raw).toContain('<link rel="modulepreload"');
      const scripts = reactRouterScriptsOf(raw);
      expect(scripts?.routeImports.map((i) => i.url)).toEqual([
        build.assets.routes.root?.module,
        build.assets.routes["routes/wyp-gallery"]?.module,
      ]);

      const loader = expectDeferredLoader(loadClientModulesAfterFirstPaint(raw));
      expect(loader.attributes).toContain('nonce="n0nce"');
    });
  });
});
