// Title and description of /privacy, in a module of their own: ./legal.en.ts is loaded by /terms
// too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./privacy-meta.en.ts is
// the English source, ./privacy-meta.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./privacy-meta.en";
import * as es from "./privacy-meta.es";

export const privacyMeta = /* @__PURE__ */ bilingual(en.privacyMeta, es.privacyMeta);
