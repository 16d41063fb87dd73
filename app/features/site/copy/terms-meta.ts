// Title and description of /terms, in a module of their own: ./legal.en.ts is loaded by /privacy
// too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./terms-meta.en.ts is
// the English source, ./terms-meta.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./terms-meta.en";
import * as es from "./terms-meta.es";

export const termsMeta = /* @__PURE__ */ bilingual(en.termsMeta, es.termsMeta);
