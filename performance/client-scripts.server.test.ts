import { describe, expect, it } from "vitest";
import { ClientScriptsError, clientModulesOf, deferredLoaderOf, loadClientModulesAfterFirstPaint } from "./client-scripts.server";

// The shape React Router 7's <Scripts> writes (trimmed manifest); client-scripts.contract.test.ts
// checks the rewrite against the real build.
const PRELOADED = [
  "/assets/entry.client.js",
  "/assets/runtime.js",
  "/assets/framework.js",
  "/assets/root.js",
  "/assets/site.js",
  "/assets/about.js",
  "/assets/stats.js",
];
const page = (nonce = "") => {
  const n = nonce ? ` nonce="${nonce}"` : "";
  const links = PRELOADED.map((href) => `<link rel="modulepreload" href="${href}"${n}/>`).join("");
  return `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/root.css"/>
${links}</head>
<body><h1>About</h1><script${n}>window.__reactRouterContext = {};</script><script${n ? `${n} ` : " "}type="module" async="">;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/about.js";
  window.__reactRouterManifest = {
  "entry": {"module": "/assets/entry.client.js", "imports": ["/assets/runtime.js", "/assets/framework.js"]},
  "routes": {
    "root": {"id": "root", "module": "/assets/root.js", "imports": ["/assets/runtime.js", "/assets/framework.js", "/assets/site.js"]},
    "routes/about": {"id": "routes/about", "module": "/assets/about.js", "imports": ["/assets/framework.js", "/assets/site.js", "/assets/stats.js"]}
  }
};
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client.js");</script></body></html>`;
};

const AsyncFunction = (async () => {}).constructor as new (body: string) => () => Promise<void>;

describe("loadClientModulesAfterFirstPaint", () => {
  it("drops the modulepreload links from the document and preloads the same modules from the script, in order", () => {
    const html = loadClientModulesAfterFirstPaint(page());
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(deferredLoaderOf(html).preloads).toEqual(PRELOADED);
    expect(clientModulesOf(html).sort()).toEqual([...PRELOADED].sort());
  });

  it("waits for the first paint, then imports the route modules under the same names before the entry", () => {
    const { attributes, body, routeImports, entry } = deferredLoaderOf(loadClientModulesAfterFirstPaint(page()));
    expect(attributes).toBe(' type="module" async=""');
    expect(body).not.toMatch(/^\s*import \*/m);
    expect(routeImports).toEqual([
      { name: "route0", url: "/assets/root.js" },
      { name: "route1", url: "/assets/about.js" },
    ]);
    expect(entry).toBe("/assets/entry.client.js");
    const steps = [
      "first-contentful-paint",
      "modulepreload",
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/about.js")]);',
      'window.__reactRouterRouteModules = {"root":route0',
      'import("/assets/entry.client.js");',
    ];
    const positions = steps.map((step) => body.indexOf(step));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // It is valid JavaScript (a module body with top-level await).
    expect(() => new AsyncFunction(body)).not.toThrow();
  });

  it("evaluates the modules one per task, each after the modules it imports, before the route modules are read and the entry starts", () => {
    const { body, evaluationOrder } = deferredLoaderOf(loadClientModulesAfterFirstPaint(page()));
    expect(evaluationOrder).toEqual([
      "/assets/runtime.js",
      "/assets/framework.js",
      "/assets/site.js",
      "/assets/root.js",
      "/assets/stats.js",
      "/assets/about.js",
    ]);
    const loop =
      /for \(const url of \[[^\]]*\]\) \{\s*await import\(url\);\s*await new Promise\(\(next\) => setTimeout\(next\)\);\s*\}/.exec(body);
    expect(loop).not.toBeNull();
    expect(loop!.index).toBeGreaterThan(body.indexOf("modulepreload"));
    expect(loop!.index).toBeLessThan(body.indexOf("const [route0, route1] = await Promise.all"));
  });

  it("keeps the nonce of a page rendered per request, whatever the attribute order", () => {
    const html = loadClientModulesAfterFirstPaint(page("abc123=="));
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const { attributes, body, entry } = deferredLoaderOf(html);
    expect(attributes).toContain('nonce="abc123=="');
    expect(entry).toBe("/assets/entry.client.js");
    expect(body).toContain("first-contentful-paint");
  });

  it("leaves a document without React Router's scripts as it is", () => {
    const html = '<!DOCTYPE html><html><head><script type="module" src="/other.js"></script></head><body><h1>Error</h1></body></html>';
    expect(loadClientModulesAfterFirstPaint(html)).toBe(html);
  });

  // The day React Router writes its scripts differently, the render fails and says what changed,
  // instead of shipping pages that load every module before the first paint.
  it.each([
    [
      "the module script is gone",
      (html: string) => html.replace(/<script[^>]*type="module"[\s\S]*?<\/script>/, ""),
      /sets window\.__reactRouterManifest, found 0/,
    ],
    [
      "the manifest is set elsewhere",
      (html: string) => html.replace("window.__reactRouterManifest = {", "Object.assign(window, { __reactRouterManifest: {"),
      /sets window\.__reactRouterManifest, found 0/,
    ],
    ["the manifest is not JSON", (html: string) => html.replace('"entry": {', "entry: {"), /the manifest is not JSON/],
    ["the manifest has no entry", (html: string) => html.replace('"entry": {"module"', '"start": {"module"'), /no entry module/],
    ["no preload links", (html: string) => html.replace(/<link rel="modulepreload"[^>]*>/g, ""), /no <link rel="modulepreload">/],
    [
      "a preload link is missing",
      (html: string) => html.replace('<link rel="modulepreload" href="/assets/site.js"/>', ""),
      /lack \/assets\/site\.js/,
    ],
    [
      "the route modules are not imported as namespaces",
      (html: string) => html.replace(/import \* as (route\d) from/g, "import $1 from"),
      /no `import \* as routeN/,
    ],
    [
      "a route module is not in the manifest",
      (html: string) => html.replace('import * as route1 from "/assets/about.js"', 'import * as route1 from "/assets/about-2.js"'),
      /the route module \/assets\/about-2\.js is not in the manifest/,
    ],
    [
      "the entry is imported statically",
      (html: string) => html.replace('import("/assets/entry.client.js");', 'import "/assets/entry.client.js";'),
      /static import it does not know/,
    ],
    ["the entry is not imported", (html: string) => html.replace('import("/assets/entry.client.js");', ""), /imported 0 times/],
  ])("throws when %s", (_case, change, message) => {
    const html = change(page());
    expect(html).not.toBe(page());
    expect(() => loadClientModulesAfterFirstPaint(html)).toThrow(ClientScriptsError);
    expect(() => loadClientModulesAfterFirstPaint(html)).toThrow(message);
  });
});

describe("deferredLoaderOf", () => {
  it("refuses a document the rewrite has not been through", () => {
    expect(() => deferredLoaderOf(page())).toThrow(/expected one deferred module loader/);
  });
});
