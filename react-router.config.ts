import type { Config } from "@react-router/dev/config";
import { staticPaths } from "./app/site-paths";

export default {
  ssr: true,
  // Several builds may live side by side (tests, audits); production uses ./build.
  buildDirectory: process.env.WYP_BUILD_DIR ?? "build",
  // Every page without per-request data is rendered to HTML at build time.
  prerender: [...staticPaths, "/sitemap.xml", "/robots.txt"],
} satisfies Config;
