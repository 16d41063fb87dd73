import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { demoGalleryImagesPlugin } from "./vite-plugins/demo-gallery-images.ts";
import { shareImagePlugin } from "./vite-plugins/share-image.ts";
import { compileHintsPlugin } from "./performance/compile-hints.ts";
import { iconsPlugin } from "./performance/icons.ts";
import { plainDynamicImportsPlugin } from "./performance/plain-dynamic-imports.ts";
import { precompressPlugin } from "./performance/precompress.ts";
import { productionRouterPlugin } from "./performance/production-router.ts";
import { siteChunkPlugin } from "./performance/site-chunk.ts";

// The performance plugins are explained, with their measurements, in performance/README.md.
export default defineConfig({
  // The server build's entry is the host (server/main.ts); React Router's own server build becomes
  // a chunk it imports, which prerendering loads alone.
  environments: { ssr: { build: { rollupOptions: { input: "./server/main.ts" } } } },
  plugins: [
    iconsPlugin(),
    tailwindcss(),
    productionRouterPlugin(),
    reactRouter(),
    siteChunkPlugin(),
    plainDynamicImportsPlugin(),
    compileHintsPlugin(),
    shareImagePlugin(),
    demoGalleryImagesPlugin(),
    precompressPlugin(),
  ],
  // Canonical URLs, the sitemap and share tags are baked into prerendered pages.
  define: {
    __SITE_URL__: JSON.stringify((process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "")),
  },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // Fonts and images stay files with hashed names, so they get immutable caching.
  // No module preloads: React Router preloads route modules itself, and the lazy dialogs start
  // loading on hover or focus. Saved 0.8 kB gzip on every page; the helper Vite still wrapped
  // each import() in goes too (performance/plain-dynamic-imports.ts).
  build: { assetsInlineLimit: 0, modulePreload: false },
  server: { port: Number(process.env.PORT ?? 3000) },
});
