// The WYP WILDCARD sub-pages (/wildcard/*) beyond their cards.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./wildcard-subpages.en.ts is
// the English source, ./wildcard-subpages.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./wildcard-subpages.en";
import * as es from "./wildcard-subpages.es";

export const wildcardSubpages = /* @__PURE__ */ bilingual(en.wildcardSubpages, es.wildcardSubpages);
