// The WYP MUSIC sub-pages (/music/*) beyond their cards.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./music-subpages.en.ts is
// the English source, ./music-subpages.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./music-subpages.en";
import * as es from "./music-subpages.es";

export const musicSubpages = /* @__PURE__ */ bilingual(en.musicSubpages, es.musicSubpages);
