// The WYP WILDCARD sub-pages' path cards (/wildcard/*).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./wildcard-subpage-cards.en.ts is
// the English source, ./wildcard-subpage-cards.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./wildcard-subpage-cards.en";
import * as es from "./wildcard-subpage-cards.es";

export const wildcardSubpageCards = /* @__PURE__ */ bilingual(en.wildcardSubpageCards, es.wildcardSubpageCards);
