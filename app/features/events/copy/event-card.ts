// What a Current Events card says besides its event's own texts.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./event-card.en.ts is
// the English source, ./event-card.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./event-card.en";
import * as es from "./event-card.es";

export const eventStatusLabels = /* @__PURE__ */ bilingual(en.eventStatusLabels, es.eventStatusLabels);
export const eventLinkLabel = /* @__PURE__ */ bilingual(en.eventLinkLabel, es.eventLinkLabel);
