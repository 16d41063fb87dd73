// The WYP ENTREPRENEUR sub-pages' path cards (/biz/*).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./biz-subpage-cards.en.ts is
// the English source, ./biz-subpage-cards.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./biz-subpage-cards.en";
import * as es from "./biz-subpage-cards.es";

export const bizSubpageCards = /* @__PURE__ */ bilingual(en.bizSubpageCards, es.bizSubpageCards);
