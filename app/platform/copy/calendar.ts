// How calendar days ("2026-11-09") read on the site. Written out rather than asked of Intl:.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./calendar.en.ts is
// the English source, ./calendar.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./calendar.en";
import * as es from "./calendar.es";

export const monthNames = /* @__PURE__ */ bilingual(en.monthNames, es.monthNames);
export const dayText = /* @__PURE__ */ bilingual(en.dayText, es.dayText);
