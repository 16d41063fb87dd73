// The words of the frame around every page that are not navigation: the skip link, the landmarks'.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./shell.en.ts is
// the English source, ./shell.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./shell.en";
import * as es from "./shell.es";

export const shellText = /* @__PURE__ */ bilingual(en.shellText, es.shellText);
export const languageSwitch = /* @__PURE__ */ bilingual(en.languageSwitch, es.languageSwitch);
export const languageOffer = /* @__PURE__ */ bilingual(en.languageOffer, es.languageOffer);
export const errorPage = /* @__PURE__ */ bilingual(en.errorPage, es.errorPage);
