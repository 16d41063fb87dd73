import type { Plugin } from "vite";

/** The module Vite wraps every client `import()` in (its id in Vite 8). */
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/**
 * Vite wraps every client `import()` in a helper that first adds `<link>` preloads for the
 * chunk's own imports and stylesheets, then imports it. With `modulePreload: false` the list is
 * empty for every chunk this site loads on demand (their CSS is in the one stylesheet), so the
 * helper only ever calls `import()`; it still went to every page in the `site` chunk: 0.6 kB of
 * Brotli. This plugin gives Vite a helper that calls `import()` and nothing else, and fails the
 * build the day a chunk loaded on demand brings a stylesheet, which the real helper would load.
 */
export function plainDynamicImportsPlugin(): Plugin {
  return {
    name: "wyp-plain-dynamic-imports",
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      return id === PRELOAD_HELPER_ID && this.environment?.name === "client" ? id : undefined;
    },
    load(id) {
      if (id !== PRELOAD_HELPER_ID || this.environment?.name !== "client") return;
      return "export const __vitePreload = (load) => load();";
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      // The stylesheets a chunk brings with the chunks it imports statically.
      const stylesheets = (fileName: string, seen = new Set<string>()): string[] => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== "chunk") return [];
        seen.add(fileName);
        return [...(chunk.viteMetadata?.importedCss ?? []), ...chunk.imports.flatMap((imported) => stylesheets(imported, seen))];
      };
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        for (const target of file.dynamicImports) {
          const css = stylesheets(target);
          if (css.length > 0)
            this.error(`${target}, loaded on demand by ${file.fileName}, brings ${css.join(", ")}: a plain import() would not load it`);
        }
      }
    },
  };
}
