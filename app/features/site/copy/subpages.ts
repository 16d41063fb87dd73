// The thirteen track sub-pages (/music/*, /biz/*, /wildcard/*), as data for one template.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./subpages.en.ts is
// the English source, ./subpages.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./subpages.en";
import * as es from "./subpages.es";

export const subpageLabels = /* @__PURE__ */ bilingual(en.subpageLabels, es.subpageLabels);
export const subpages = /* @__PURE__ */ bilingual(en.subpages, es.subpages);
export const subpagesOf = /* @__PURE__ */ bilingual(en.subpagesOf, es.subpagesOf);
export const subpageCard = /* @__PURE__ */ bilingual(en.subpageCard, es.subpageCard);
export const subpageByPath = /* @__PURE__ */ bilingual(en.subpageByPath, es.subpageByPath);
