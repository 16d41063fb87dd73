// The free start (/wypit): where "Start Free →", "Apply to Ventures" and every sub-page's call.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./wypit.en.ts is
// the English source, ./wypit.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./wypit.en";
import * as es from "./wypit.es";

export const wypitPage = /* @__PURE__ */ bilingual(en.wypitPage, es.wypitPage);

export const wypitMeta = /* @__PURE__ */ bilingual(en.wypitMeta, es.wypitMeta);
