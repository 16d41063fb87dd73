// WYP Licensing (/wyp-licensing): young creators' work on real products, with brands.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./licensing.en.ts is
// the English source, ./licensing.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./licensing.en";
import * as es from "./licensing.es";

export const licensingPage = /* @__PURE__ */ bilingual(en.licensingPage, es.licensingPage);

export const licensingMeta = /* @__PURE__ */ bilingual(en.licensingMeta, es.licensingMeta);
