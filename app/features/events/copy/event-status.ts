// The badge each dated card wears, by the kind of thing it is and its status on the day the page.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./event-status.en.ts is
// the English source, ./event-status.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./event-status.en";
import * as es from "./event-status.es";

export const eventStatusLabels = /* @__PURE__ */ bilingual(en.eventStatusLabels, es.eventStatusLabels);
export const eventStatusLabel = /* @__PURE__ */ bilingual(en.eventStatusLabel, es.eventStatusLabel);
