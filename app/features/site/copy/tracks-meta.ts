// Title and description of /tracks, in a module of their own: the tracks' copy (./tracks.en.ts) is
// loaded by most pages, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./tracks-meta.en.ts is
// the English source, ./tracks-meta.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./tracks-meta.en";
import * as es from "./tracks-meta.es";

export const tracksMeta = /* @__PURE__ */ bilingual(en.tracksMeta, es.tracksMeta);
