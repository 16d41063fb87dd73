// /privacy and /terms in plain language. The site is used by teens, so both are written to be.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./legal.en.ts is
// the English source, ./legal.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./legal.en";
import * as es from "./legal.es";

export const legalDocumentLabels = /* @__PURE__ */ bilingual(en.legalDocumentLabels, es.legalDocumentLabels);
export const privacyNotice = /* @__PURE__ */ bilingual(en.privacyNotice, es.privacyNotice);
export const termsOfUse = /* @__PURE__ */ bilingual(en.termsOfUse, es.termsOfUse);
