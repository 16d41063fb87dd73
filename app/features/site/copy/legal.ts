// /privacy in plain language (the terms: ./terms.ts). The site is used by teens, so it is written to be.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./legal.en.ts is
// the English source, ./legal.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./legal.en";
import * as es from "./legal.es";

export const privacyNotice = /* @__PURE__ */ bilingual(en.privacyNotice, es.privacyNotice);
export const privacyMeta = /* @__PURE__ */ bilingual(en.privacyMeta, es.privacyMeta);
