import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { renderShareImage } from "./scripts/share-image.ts";

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
  plugins: [tailwindcss(), reactRouter(), shareImagePlugin()],
  // Canonical URLs, the sitemap and share tags are baked into prerendered pages.
  define: { __SITE_URL__: JSON.stringify((process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "")) },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // Fonts and images stay files with hashed names, so they get immutable caching.
  build: { assetsInlineLimit: 0 },
  server: { port: Number(process.env.PORT ?? 3000) },
});
