import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Canonical URLs, the sitemap and share tags are baked into prerendered pages.
  define: { __SITE_URL__: JSON.stringify((process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "")) },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // Fonts and images stay files with hashed names, so they get immutable caching.
  build: { assetsInlineLimit: 0 },
  server: { port: Number(process.env.PORT ?? 3000) },
});
