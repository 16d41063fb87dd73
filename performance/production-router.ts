import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * React Router 7's package exports only its development build (`dist/development`, remix-run/
 * react-router#12532 and #14102), whose `ENABLE_DEV_WARNINGS` is `true`: its warnings, their
 * messages and the checks behind them went to every visitor. The same package ships the production
 * build beside it (`dist/production`: the same code with the constant `false`, so the bundler
 * drops them). This plugin gives the browser's build that one, for both entry points the app and
 * React Router's own modules import; both resolve into the same production chunks, so there is
 * still one React Router on the page. The server keeps what the package exports.
 */
export function productionRouterPlugin(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
  const production: Record<string, string> = {
    "react-router": path.join(packageDir, "dist/production/index.mjs"),
    "react-router/dom": path.join(packageDir, "dist/production/dom-export.mjs"),
  };
  return {
    name: "wyp-production-router",
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      return this.environment?.name === "client" ? production[id] : undefined;
    },
  };
}
