/**
 * Starts a document's client modules after its first paint instead of while it is parsed.
 *
 * Every page is complete HTML; its scripts only add dialogs and client-side navigation. React
 * Router writes a `<link rel="modulepreload">` per module and an inline module script that
 * imports the root and route modules statically, so ~20 modules compete with the stylesheet and
 * font on a slow phone connection, and their parsing and evaluation compete with the first
 * layout. Here the preload links go, and the inline script waits for the first frame, then adds
 * the same preloads (the whole module graph is still fetched in parallel, not level by level),
 * evaluates the modules one per task and starts the client entry exactly as before.
 * See performance/README.md, ADR 0010 and ADR 0011.
 *
 * This reads React Router's private output. When a document carries React Router's scripts but
 * they are not in the shape read here, it throws a ClientScriptsError naming what did not match:
 * the build (prerendered pages) or the request fails, rather than a page shipping half rewritten.
 */
export function loadClientModulesAfterFirstPaint(html: string): string {
  const scripts = reactRouterScriptsOf(html);
  if (!scripts) return html;
  const { element, attributes, preloads, routeImports, rest } = scripts;
  const names = routeImports.map((i) => i.name).join(", ");
  const imports = routeImports.map((i) => `import(${JSON.stringify(i.url)})`).join(", ");
  const deferred = [
    AFTER_FIRST_PAINT,
    `const preloads = ${JSON.stringify(preloads)};`,
    PRELOAD_IN_BATCHES,
    `for (const url of ${JSON.stringify(evaluationOrder(scripts))}) {`,
    "  await import(url);",
    "  await new Promise((next) => setTimeout(next));",
    "}",
    `const [${names}] = await Promise.all([${imports}]);`,
    rest.replace(/^;\s*/, ""),
  ].join("\n");
  return html.replace(MODULE_PRELOAD, "").replace(element, () => `<script${attributes}>${deferred}</script>`);
}

/** React Router's output does not have the shape the rewrite reads (after an upgrade, most likely). */
export class ClientScriptsError extends Error {
  constructor(what: string) {
    super(`React Router's <Scripts> output is not what performance/client-scripts.server.ts reads: ${what}. See performance/README.md.`);
    this.name = "ClientScriptsError";
  }
}

/** The parts of React Router's manifest (`window.__reactRouterManifest`) the rewrite reads. */
export type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

/** What React Router's `<Scripts>` wrote into a document, as the rewrite reads it. */
export type ReactRouterScripts = {
  /** The inline `<script type="module">` element as it stands in the document, and its attributes. */
  element: string;
  attributes: string;
  /** The hrefs of the `<link rel="modulepreload">` tags, in document order. */
  preloads: string[];
  /** The root and route modules the script imports statically, in order. */
  routeImports: Array<{ name: string; url: string }>;
  manifest: Manifest;
  /** The script without those imports: the manifest, the route module table, the entry's import. */
  rest: string;
};

/**
 * Reads React Router's scripts from a document it rendered: null when the document has none of
 * them, a ClientScriptsError when it has some but any part the rewrite relies on is missing.
 */
export function reactRouterScriptsOf(html: string): ReactRouterScripts | null {
  if (!REACT_ROUTER_MARK.test(html)) return null;
  const candidates = [...html.matchAll(MODULE_SCRIPT)].filter((m) => m[2].includes(MANIFEST_ASSIGNMENT));
  if (candidates.length !== 1)
    fail(`expected one <script type="module"> that sets window.__reactRouterManifest, found ${candidates.length}`);
  const [element, attributes, body] = candidates[0];

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(
    ([link]) => HREF.exec(link)?.[1] ?? fail(`a modulepreload link without href: ${link}`),
  );
  if (!preloads.length) fail('no <link rel="modulepreload"> in the document');

  const routeImports = [...body.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name, url }));
  if (!routeImports.length) fail('no `import * as routeN from "…";` line in the module script');
  const rest = body.replace(STATIC_IMPORT, "");
  const otherImport = /^\s*import\s*(?!\()\S.*$/m.exec(rest);
  if (otherImport) fail(`a static import it does not know, which would load before the first paint: ${otherImport[0].trim()}`);

  const manifest = manifestOf(rest);
  const routeModules = new Set(Object.values(manifest.routes).map((route) => route.module));
  for (const { url } of routeImports) if (!routeModules.has(url)) fail(`the route module ${url} is not in the manifest`);

  const entryImports = rest.split(`import(${JSON.stringify(manifest.entry.module)})`).length - 1;
  if (entryImports !== 1) fail(`the entry ${manifest.entry.module} is imported ${entryImports} times by the module script, not once`);

  const scripts = { element, attributes, preloads, routeImports, manifest, rest };
  const unlisted = [manifest.entry.module, ...evaluationOrder(scripts)].filter((url) => !preloads.includes(url));
  if (unlisted.length) fail(`the modulepreload links lack ${unlisted.join(", ")}`);
  return scripts;
}

/** React Router's manifest from the text of a module script (the original or the rewritten one). */
export function manifestOf(script: string): Manifest {
  const json =
    MANIFEST.exec(script)?.[1] ?? fail("no `window.__reactRouterManifest = {…};` followed by `window.__reactRouterRouteModules =`");
  let manifest: Manifest;
  try {
    manifest = JSON.parse(json);
  } catch (error) {
    return fail(`the manifest is not JSON (${(error as Error).message})`);
  }
  const urls = (value: unknown) => Array.isArray(value) && value.every((url) => typeof url === "string");
  if (typeof manifest?.entry?.module !== "string" || !urls(manifest.entry.imports))
    fail("the manifest has no entry module with its imports");
  if (typeof manifest.routes !== "object" || !manifest.routes) fail("the manifest has no routes");
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (typeof route?.module !== "string" || (route.imports !== undefined && !urls(route.imports)))
      fail(`the manifest's route ${id} has no module`);
  }
  return manifest;
}

/**
 * The modules to evaluate before the route modules are read, each after the ones it imports: the
 * entry's imports, then each route module's imports and the route module itself, from React
 * Router's manifest. Imported one at a time with a task between them, each module is evaluated in
 * a task of its own instead of the whole graph in one long task (ADR 0011).
 */
function evaluationOrder({ manifest, routeImports }: Pick<ReactRouterScripts, "manifest" | "routeImports">): string[] {
  const order = [...manifest.entry.imports];
  for (const { url } of routeImports) {
    const route = Object.values(manifest.routes).find((r) => r.module === url);
    order.push(...(route?.imports ?? []), url);
  }
  return [...new Set(order)];
}

/** The loader loadClientModulesAfterFirstPaint wrote into a document, read back. */
export type DeferredLoader = {
  /** The module script's attributes (a per-response nonce is kept). */
  attributes: string;
  body: string;
  /** Added as modulepreload links after the first paint. */
  preloads: string[];
  /** Imported one per task. */
  evaluationOrder: string[];
  /** Imported together under React Router's names once those have run. */
  routeImports: Array<{ name: string; url: string }>;
  /** The client entry, imported last. */
  entry: string;
};

/** Reads the deferred loader back from a rewritten document; throws if it is not there. */
export function deferredLoaderOf(html: string): DeferredLoader {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].filter((m) => m[2].includes("const preloads = "));
  if (scripts.length !== 1) throw new Error(`expected one deferred module loader in the document, found ${scripts.length}`);
  const [, attributes, body] = scripts[0];
  const read = <T>(pattern: RegExp, what: string): T => {
    const json = pattern.exec(body)?.[1];
    if (!json) throw new Error(`the deferred loader has no ${what}`);
    return JSON.parse(json) as T;
  };
  const together = /^const \[([^\]]*)\] = await Promise\.all\(\[([^\]]*)\]\);$/m.exec(body);
  if (!together) throw new Error("the deferred loader does not import the route modules");
  const names = together[1].split(", ");
  const urls = [...together[2].matchAll(/import\(("[^"]+")\)/g)].map((m) => JSON.parse(m[1]) as string);
  return {
    attributes,
    body,
    preloads: read<string[]>(/^const preloads = (\[[^\]]*\]);$/m, "preload list"),
    evaluationOrder: read<string[]>(/^for \(const url of (\[[^\]]*\])\) \{$/m, "evaluation order"),
    routeImports: names.map((name, i) => ({ name, url: urls[i] })),
    entry: read<string>(/^import\(("[^"]+")\);$/m, "entry import"),
  };
}

/** The module URLs a document built by loadClientModulesAfterFirstPaint loads at start. */
export function clientModulesOf(html: string): string[] {
  const loader = deferredLoaderOf(html);
  return [...new Set([...loader.preloads, ...loader.evaluationOrder, ...loader.routeImports.map((i) => i.url), loader.entry])];
}

function fail(what: string): never {
  throw new ClientScriptsError(what);
}

// Any of React Router's globals or preload links: the document was rendered with its <Scripts>.
const REACT_ROUTER_MARK = /window\.__reactRouter|<link\b[^>]*\brel="modulepreload"/;
// `<script type="module" async="">` (and a nonce when the response has one, in any order).
const MODULE_SCRIPT = /<script((?=[^>]*\btype="module")[^>]*)>([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const STATIC_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";\s*$/gm;
const MANIFEST_ASSIGNMENT = "window.__reactRouterManifest = ";
const MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\});\s*window\.__reactRouterRouteModules =/;

// Starting a module's fetch costs the main thread ~1-3 ms on a slow machine, so the preloads are
// added a few at a time, each batch in its own task.
const PRELOAD_IN_BATCHES = `for (let i = 0; i < preloads.length; i += 4) {
  if (i) await new Promise((next) => setTimeout(next));
  for (const href of preloads.slice(i, i + 4)) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
}`;

// Waits for the first contentful paint (on these pages that frame also paints the largest text,
// the hero heading). Where paint timing is missing, a task queued from the first frame's
// requestAnimationFrame runs after that frame. A hidden tab paints nothing, so it does not wait.
const AFTER_FIRST_PAINT = `if (document.visibilityState !== "hidden") await new Promise((painted) => {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(painted));
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    setTimeout(painted);
  }).observe({ type: "paint", buffered: true });
});`;
