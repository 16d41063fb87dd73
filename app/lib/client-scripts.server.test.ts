import { describe, expect, it } from "vitest";
import { clientModulesOf, loadClientModulesAfterFirstPaint } from "./client-scripts.server";

// The shape React Router 7's <Scripts> writes (trimmed manifest).
const page = (nonce = "") => {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/root.css"/>
<link rel="modulepreload" href="/assets/entry.client.js"${n}/><link rel="modulepreload" href="/assets/jsx-runtime.js"${n}/><link rel="modulepreload" href="/assets/root.js"${n}/><link rel="modulepreload" href="/assets/about.js"${n}/></head>
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

const moduleScriptOf = (html: string) => /<script([^>]*type="module"[^>]*)>([\s\S]*?)<\/script>/.exec(html)!;
const AsyncFunction = (async () => {}).constructor as new (body: string) => () => Promise<void>;

describe("loadClientModulesAfterFirstPaint", () => {
  it("drops the modulepreload links from the document and preloads the same modules from the script, in order", () => {
    const html = loadClientModulesAfterFirstPaint(page());
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(clientModulesOf(html)).toEqual(["/assets/entry.client.js", "/assets/jsx-runtime.js", "/assets/root.js", "/assets/about.js"]);
  });

  it("waits for the first paint, then imports the route modules under the same names before the entry", () => {
    const [, attributes, body] = moduleScriptOf(loadClientModulesAfterFirstPaint(page()));
    expect(attributes).toBe(' type="module" async=""');
    expect(body).not.toMatch(/^\s*import \*/m);
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
    const [, , body] = moduleScriptOf(loadClientModulesAfterFirstPaint(page()));
    const list =
      /for \(const url of (\[[^\]]*\])\) \{\s*await import\(url\);\s*await new Promise\(\(next\) => setTimeout\(next\)\);\s*\}/.exec(body);
    expect(list).not.toBeNull();
    expect(JSON.parse(list![1])).toEqual([
      "/assets/runtime.js",
      "/assets/framework.js",
      "/assets/site.js",
      "/assets/root.js",
      "/assets/stats.js",
      "/assets/about.js",
    ]);
    expect(body.indexOf(list![0])).toBeGreaterThan(body.indexOf("modulepreload"));
    expect(body.indexOf(list![0])).toBeLessThan(body.indexOf("const [route0, route1] = await Promise.all"));
  });

  it("evaluates the modules together, as React Router does, when the manifest cannot be read", () => {
    const html = page().replace(/window\.__reactRouterManifest = \{[\s\S]*?\};/, "window.__reactRouterManifest = {broken;");
    const [, , body] = moduleScriptOf(loadClientModulesAfterFirstPaint(html));
    expect(body).not.toContain("for (const url of");
    expect(body).toContain('const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/about.js")]);');
    expect(body).toContain('import("/assets/entry.client.js");');
  });

  it("keeps the nonce of a page rendered per request, whatever the attribute order", () => {
    const html = loadClientModulesAfterFirstPaint(page("abc123=="));
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const [, attributes, body] = moduleScriptOf(html);
    expect(attributes).toContain('nonce="abc123=="');
    expect(body).toContain('import("/assets/entry.client.js")');
    expect(body).toContain("first-contentful-paint");
  });

  it("leaves a document without React Router's module script as it is", () => {
    const html = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/x.js"/></head><body><h1>Error</h1></body></html>';
    expect(loadClientModulesAfterFirstPaint(html)).toBe(html);
  });
});
