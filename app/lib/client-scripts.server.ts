/**
 * Starts a document's client modules after its first paint instead of while it is parsed.
 *
 * Every page is complete HTML; its scripts only add dialogs and client-side navigation. React
 * Router writes a `<link rel="modulepreload">` per module and an inline module script that
 * imports the root and route modules statically, so ~20 modules compete with the stylesheet and
 * font on a slow phone connection, and their parsing and evaluation compete with the first
 * layout. Here the preload links go, and the inline script waits for the first frame, then adds
 * the same preloads (the whole module graph is still fetched in parallel, not level by level)
 * and imports the same modules dynamically before it starts the client entry exactly as before.
 * See docs/decisions/0010-client-modules-after-first-paint.md.
 *
 * A document without React Router's scripts (an error page rendered without them) is returned
 * as it is.
 */
export function loadClientModulesAfterFirstPaint(html: string): string {
  const moduleScript = html.match(MODULE_SCRIPT);
  if (!moduleScript) return html;
  const [whole, attributes, body] = moduleScript;

  const preloads: string[] = [];
  let withoutPreloads = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });

  const routeImports: Array<{ name: string; url: string }> = [];
  const rest = body.replace(STATIC_IMPORT, (_line, name: string, url: string) => {
    routeImports.push({ name, url });
    return "";
  });
  const order = evaluationOrder(
    rest,
    routeImports.map((i) => i.url),
  );
  const names = routeImports.map((i) => i.name).join(", ");
  const imports = routeImports.map((i) => `import(${JSON.stringify(i.url)})`).join(", ");
  const deferred = [
    AFTER_FIRST_PAINT,
    `const preloads = ${JSON.stringify(preloads)};`,
    PRELOAD_IN_BATCHES,
    order.length ? evaluateOneByOne(order) : "",
    routeImports.length ? `const [${names}] = await Promise.all([${imports}]);` : "",
    rest.replace(/^;\s*/, ""),
  ].join("\n");
  withoutPreloads = withoutPreloads.replace(whole, () => `<script${attributes}>${deferred}</script>`);
  return withoutPreloads;
}

/**
 * The modules to evaluate before the route modules are imported, each after the ones it imports:
 * the entry's imports, then each route module's imports and the route module itself, from React
 * Router's manifest in the script. Imported one at a time with a task between them, each module is
 * evaluated in a task of its own instead of the whole graph in one long task (ADR 0011). An
 * unreadable manifest gives an empty list: the modules are then evaluated together, as before.
 */
function evaluationOrder(body: string, routeModules: string[]): string[] {
  const json = body.match(/window\.__reactRouterManifest = (\{[\s\S]*?\});\s*window\.__reactRouterRouteModules =/)?.[1];
  let manifest: { entry?: { imports?: string[] }; routes?: Record<string, { module?: string; imports?: string[] }> };
  try {
    manifest = JSON.parse(json ?? "");
  } catch {
    return [];
  }
  const order = [...(manifest.entry?.imports ?? [])];
  for (const url of routeModules) {
    const route = Object.values(manifest.routes ?? {}).find((r) => r.module === url);
    order.push(...(route?.imports ?? []), url);
  }
  return [...new Set(order)];
}

/** The module URLs a document built by loadClientModulesAfterFirstPaint loads at start. */
export function clientModulesOf(html: string): string[] {
  const list = html.match(/const preloads = (\[[^\]]*\]);/);
  const entry = [...html.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
  return [...new Set([...(list ? (JSON.parse(list[1]) as string[]) : []), ...entry])];
}

// React Router's <Scripts>: `<script type="module" async="">` (and a nonce when the response has
// one, in any order) whose body imports the root and route modules, sets the manifest and imports the entry.
const MODULE_SCRIPT = /<script((?=[^>]*\btype="module")[^>]*)>([\s\S]*?)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const STATIC_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";\s*$/gm;

// Starting a module's fetch costs the main thread ~1-3 ms on a slow machine, so the preloads are
// added a few at a time, each batch in its own task.
const PRELOAD_IN_BATCHES = `for (let i = 0; i < preloads.length; i += 4) {
  if (i) await new Promise((next) => setTimeout(next));
  for (const href of preloads.slice(i, i + 4)) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
}`;

const evaluateOneByOne = (urls: string[]) => `for (const url of ${JSON.stringify(urls)}) {
  await import(url);
  await new Promise((next) => setTimeout(next));
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
