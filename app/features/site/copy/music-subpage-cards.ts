// The WYP MUSIC sub-pages' path cards (/music/*).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./music-subpage-cards.en.ts is
// the English source, ./music-subpage-cards.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./music-subpage-cards.en";
import * as es from "./music-subpage-cards.es";

export const musicSubpageCards = /* @__PURE__ */ bilingual(en.musicSubpageCards, es.musicSubpageCards);
