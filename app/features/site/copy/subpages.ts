// The section headings every track sub-page shares (/music/*, /biz/*, /wildcard/*).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./subpages.en.ts is
// the English source, ./subpages.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./subpages.en";
import * as es from "./subpages.es";

export const subpageLabels = /* @__PURE__ */ bilingual(en.subpageLabels, es.subpageLabels);
