// The standalone sign-up pages (/join/...): where each form lands when JavaScript is off, or.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./join.en.ts is
// the English source, ./join.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./join.en";
import * as es from "./join.es";

export const joinPages = /* @__PURE__ */ bilingual(en.joinPages, es.joinPages);
export const leadFormText = /* @__PURE__ */ bilingual(en.leadFormText, es.leadFormText);
export const joinPage = /* @__PURE__ */ bilingual(en.joinPage, es.joinPage);
