// The Weekly Drop (/art/weekly-prize): the weekly art contest, its schedule, prize and winners.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./weekly-drop.en.ts is
// the English source, ./weekly-drop.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./weekly-drop.en";
import * as es from "./weekly-drop.es";

export const countdownUnits = /* @__PURE__ */ bilingual(en.countdownUnits, es.countdownUnits);
export const submissionCountdown = /* @__PURE__ */ bilingual(en.submissionCountdown, es.submissionCountdown);
export const winnerByline = /* @__PURE__ */ bilingual(en.winnerByline, es.winnerByline);
export const weeklyDropPage = /* @__PURE__ */ bilingual(en.weeklyDropPage, es.weeklyDropPage);
