// Every figure the site claims (spec section 9), each written once. Pages pick them from here.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./stats.en.ts is
// the English source, ./stats.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./stats.en";
import * as es from "./stats.es";

export const stats = /* @__PURE__ */ bilingual(en.stats, es.stats);
export const sportStats = /* @__PURE__ */ bilingual(en.sportStats, es.sportStats);
export const tracksPageStats = /* @__PURE__ */ bilingual(en.tracksPageStats, es.tracksPageStats);
export const coreStats = /* @__PURE__ */ bilingual(en.coreStats, es.coreStats);
