// /terms in both languages, as { en, es }: a component reads `termsOfUse[locale]` (./terms.en.ts is
// the English source, ./terms.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./terms.en";
import * as es from "./terms.es";

export const termsOfUse = /* @__PURE__ */ bilingual(en.termsOfUse, es.termsOfUse);
export const termsMeta = /* @__PURE__ */ bilingual(en.termsMeta, es.termsMeta);
