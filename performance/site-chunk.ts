import type { Plugin } from "vite";

// The site's own components that every page loads at start, in one chunk instead of one ~0.3-2 kB
// chunk each: a page started ~20-27 modules, and each module a browser requests costs main-thread
// time when its fetch starts (ADR 0010). Chosen by folder: every feature's `shell/` (the header,
// footer and dialog triggers: app/features/site/shell, app/features/leads/shell) and `page/` (the
// blocks pages are built of: app/features/site/page, and app/ui/page for those every feature
// uses), the dialog trigger and the icon (app/ui/deferred-dialog.tsx, app/ui/icon.tsx); what they
// import statically comes along. Routes, copy, each feature's
// `on-demand/` (dialog panels, forms, notices, loaded with import()) and `components/` (the
// events' cards and calendar, with their date formatting, on /sport and /art)
// keep chunks of their own. THE CORE's figures and names (copy/core-programme.*, 0.2 kB) come too:
// most pages' words quote them, and alone they would be a chunk of their own or drag the
// programme data below into pages that only say "6 weeks". So do the age limits and retention
// periods (platform/ages.ts, platform/retention-periods.ts, 0.1 kB): five pages quote them, each paying a
// response's headers (~0.3 kB) for a chunk of a few bytes.
const SITE_CHUNK_MODULES =
  /\/app\/(features\/[\w-]+\/(shell|page)\/|ui\/(icon|deferred-dialog|page\/)|features\/site\/copy\/core-programme\.e[ns]\.ts|platform\/(ages|retention-periods)\.ts)/;
// Except the blocks and dialog triggers three pages or fewer use: the legal pages' text layout
// (/privacy, /terms), the track pages' template (/music, /biz, /wildcard) and the crown-access and
// partnership triggers (/sport, /wyp-licensing). In `site` every other page paid for them: out of
// it, `/` went from 116.7 to 116.3 kB and every page that uses none of them 0.4-0.5 kB down; those
// that do load them in a chunk of their own, 0.1-0.4 kB up (issue 33).
const SITE_CHUNK_EXCLUDED =
  /\/app\/features\/(site\/page\/(text-document|track-page)|leads\/shell\/(crown-access|partnership)-dialog)\.tsx$/;
// The programme data most pages quote (programmes, tracks, figures), one chunk per language: they
// import one another, so a page that needs one needs all, and as six chunks they cost six
// responses' headers (~0.3 kB each). The languages stay apart: grouping twins pulled other pages'
// words in (ADR 0026), and a Spanish page of its own language (ADR 0037) loads the Spanish chunk
// alone. So the modules that pair the two languages (programs.ts, tracks.ts: /tracks alone reads
// them) are in neither: in the Spanish chunk they made it import the English one.
const PROGRAMME_DATA = {
  en: /\/app\/features\/site\/copy\/(programs|tracks|stats)\.en\.ts$/,
  es: /\/app\/features\/site\/copy\/(programs|tracks|stats)\.es\.ts$/,
};
// The Weekly Drop entry's addresses, photo limit and field limits (weekly-drop/entries.ts,
// entry-rules.ts), a few dozen bytes each: the console's Weekly Drop pages import them too, which
// cut them into two chunks of their own that the entry page loaded one by one, each paying a
// response's headers (~0.3 kB). One chunk for both (issue 45).
const ENTRY_LIMITS = /\/app\/features\/weekly-drop\/(entries|entry-rules)\.ts$/;
// React, React DOM and React Router: a group of their own that wins over "site", which would
// otherwise take them in as dependencies of its modules.
const FRAMEWORK_MODULES = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;

const inSiteChunk = (id: string) => SITE_CHUNK_MODULES.test(id) && !SITE_CHUNK_EXCLUDED.test(id);

/** The client chunks the groups below produce, named so tests and the README can find them. */
export const CHUNK_GROUPS = {
  framework: "framework",
  site: "site",
  programmes: { en: "programmes-en", es: "programmes-es" },
  entryLimits: "entry-limits",
} as const;

/** Groups the framework, SITE_CHUNK_MODULES, each language's PROGRAMME_DATA and the ENTRY_LIMITS into one client chunk each (Rolldown code-splitting groups). */
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
                  { name: CHUNK_GROUPS.site, test: inSiteChunk, priority: 1 },
                  // Below "site", which keeps THE CORE's figures these import.
                  { name: CHUNK_GROUPS.programmes.en, test: PROGRAMME_DATA.en, priority: 0 },
                  { name: CHUNK_GROUPS.programmes.es, test: PROGRAMME_DATA.es, priority: 0 },
                  { name: CHUNK_GROUPS.entryLimits, test: ENTRY_LIMITS, priority: 0 },
                ],
              },
            },
          },
        },
      };
    },
  };
}
