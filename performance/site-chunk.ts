import type { Plugin } from "vite";

// The site's own components that every page loads at start, in one chunk instead of one ~0.3-2 kB
// chunk each: a page started ~20-27 modules, and each module a browser requests costs main-thread
// time when its fetch starts (ADR 0010). Chosen by folder: every feature's `shell/` (the header,
// footer and dialog triggers: app/features/site/shell, app/features/leads/shell) and `page/` (the
// blocks pages are built of: app/features/site/page), and the icon
// (app/ui/icon.tsx); what they import statically comes along. Routes, copy, each feature's
// `on-demand/` (dialog panels, forms, notices, loaded with import()) and `components/` (the
// events' cards and calendar, with their date formatting, on /sport and /art)
// keep chunks of their own.
const SITE_CHUNK_MODULES = /\/app\/(features\/[\w-]+\/(shell|page)\/|ui\/icon)/;
// React, React DOM and React Router: a group of their own that wins over "site", which would
// otherwise take them in as dependencies of its modules.
const FRAMEWORK_MODULES = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;

/** The client chunks the groups below produce, named so tests and the README can find them. */
export const CHUNK_GROUPS = { framework: "framework", site: "site" } as const;

/** Groups the framework and SITE_CHUNK_MODULES into one client chunk each (Rolldown code-splitting groups). */
export function siteChunkPlugin(): Plugin {
  return {
    name: "wyp-site-chunk",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            output: {
              // A copy module's chunk is named after the module, not its language file
              // ("home-*.js", not "home.en-*.js"): every page names its chunks in its scripts.
              chunkFileNames: (chunk: { name: string }) => `assets/${chunk.name.replace(/\.(en|es)$/, "")}-[hash].js`,
              codeSplitting: {
                groups: [
                  { name: CHUNK_GROUPS.framework, test: FRAMEWORK_MODULES, priority: 2 },
                  { name: CHUNK_GROUPS.site, test: SITE_CHUNK_MODULES, priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
  };
}
