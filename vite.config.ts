import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { iconNames } from "./app/components/page/icon-names.ts";
import { iconSpritePath, renderIconMarkup, renderIconSprite } from "./scripts/icons.ts";
import { renderShareImage } from "./scripts/share-image.ts";

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every script and stylesheet of
 * the client build; the host serves them as they are (server/static-files.ts). Compressing
 * once at build time at the highest levels beats on-the-fly compression by ~15%.
 */
function precompressPlugin(): Plugin {
  return {
    name: "wyp-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment?.name !== "client" || !options.dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = path.join(options.dir, fileName);
        const source = fs.readFileSync(file);
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
      }
    },
  };
}

const iconMarkup = renderIconMarkup(iconNames);
const iconSprite = renderIconSprite(iconMarkup);
const iconSpriteUrl = iconSpritePath(iconSprite);

/**
 * The content's icons (app/components/page/icon.tsx): `virtual:icon-markup`, their inner markup
 * for the server to draw them inline, and one SVG sprite for the icons React draws in the browser,
 * served in development and emitted in the build.
 */
function iconsPlugin(): Plugin {
  const id = "virtual:icon-markup";
  return {
    name: "wyp-icons",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `export default ${JSON.stringify(iconMarkup)};` : undefined),
    configureServer(server) {
      server.middlewares.use(iconSpriteUrl, (_req, res) => {
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(iconSprite);
      });
    },
    generateBundle() {
      if (this.environment?.name !== "client") return;
      this.emitFile({ type: "asset", fileName: iconSpriteUrl.slice(1), source: iconSprite });
    },
  };
}

// The site's own components that every page loads at start, in one chunk instead of one ~0.3-2 kB
// chunk each: a page started ~20-27 modules, and each module a browser requests costs main-thread
// time when its fetch starts (ADR 0010). Chosen by folder: app/components/shell (header, footer,
// dialog triggers) and app/components/page (the blocks pages are built of); what they import
// statically comes along. Routes, content and app/components/on-demand (dialog panels, forms,
// notices, loaded with import()) keep chunks of their own.
const SITE_CHUNK_MODULES = /\/app\/components\/(shell|page)\//;
// React, React DOM and React Router: a group of their own that wins over "site", which would
// otherwise take them in as dependencies of its modules.
const FRAMEWORK_MODULES = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;

/** Groups SITE_CHUNK_MODULES into one client chunk, "site". */
function siteChunkPlugin(): Plugin {
  return {
    name: "wyp-site-chunk",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "framework", test: FRAMEWORK_MODULES, priority: 2 },
                  { name: "site", test: SITE_CHUNK_MODULES, priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/**
 * Marks every client chunk a page loads at start (the entry, the route modules and what they
 * import statically) with V8's per-file compile hint, `//# allFunctionsCalledOnLoad`: Chromium
 * then compiles their functions on the background thread that streams the file, instead of one by
 * one on the main thread the first time each runs, during hydration (ADR 0011). Chunks only
 * loaded on demand (dialog panels, forms) are left to lazy compilation. Added after minification,
 * which would strip the comment; the hashed file names stay correct because the line is the same
 * in every build.
 */
function compileHintsPlugin(): Plugin {
  return {
    name: "wyp-compile-hints",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [[file.fileName, file] as const] : [])));
      const atStart = new Set<Rolldown.OutputChunk>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || atStart.has(chunk)) return;
        atStart.add(chunk);
        chunk.imports.forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      for (const chunk of atStart) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    },
  };
}
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Emits /share.png (Open Graph and Twitter image) into the client build. */
function shareImagePlugin(): Plugin {
  return {
    name: "wyp-share-image",
    apply: "build",
    async generateBundle() {
      if (this.environment?.name !== "client") return;
      this.emitFile({ type: "asset", fileName: "share.png", source: await renderShareImage() });
    },
  };
}

export default defineConfig({
  // The server build's entry is the host (server/main.ts); React Router's own server build becomes
  // a chunk it imports, which prerendering loads alone.
  environments: { ssr: { build: { rollupOptions: { input: "./server/main.ts" } } } },
  plugins: [iconsPlugin(), tailwindcss(), reactRouter(), siteChunkPlugin(), compileHintsPlugin(), shareImagePlugin(), precompressPlugin()],
  // Canonical URLs, the sitemap and share tags are baked into prerendered pages.
  define: {
    __SITE_URL__: JSON.stringify((process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "")),
    __ICON_SPRITE__: JSON.stringify(iconSpriteUrl),
  },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // Fonts and images stay files with hashed names, so they get immutable caching.
  // No module-preload helper: React Router preloads route modules itself, and the lazy dialogs
  // start loading on hover or focus. Saves the helper's 0.8 kB gzip on every page.
  build: { assetsInlineLimit: 0, modulePreload: false },
  server: { port: Number(process.env.PORT ?? 3000) },
});
