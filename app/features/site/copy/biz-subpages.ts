// The WYP ENTREPRENEUR sub-pages (/biz/*) beyond their cards.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./biz-subpages.en.ts is
// the English source, ./biz-subpages.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./biz-subpages.en";
import * as es from "./biz-subpages.es";

export const bizSubpages = /* @__PURE__ */ bilingual(en.bizSubpages, es.bizSubpages);
