import type { Config } from "@react-router/dev/config";
import { staticPaths } from "./app/pages";

export default {
  ssr: true,
  // Several builds may live side by side (tests, audits); production uses ./build.
  buildDirectory: process.env.WYP_BUILD_DIR ?? "build",
  // Every page without per-request data is rendered to HTML at build time.
  prerender: [...staticPaths, "/sitemap.xml", "/robots.txt"],
  // Every flag 7.18 offers for v8, so React Router 8 is a version bump once Node 22 is the floor.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
