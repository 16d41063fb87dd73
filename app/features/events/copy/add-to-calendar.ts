// What the site says to put its events into a family's calendar.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./add-to-calendar.en.ts is
// the English source, ./add-to-calendar.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./add-to-calendar.en";
import * as es from "./add-to-calendar.es";

export const addToCalendar = /* @__PURE__ */ bilingual(en.addToCalendar, es.addToCalendar);
export const subscribe = /* @__PURE__ */ bilingual(en.subscribe, es.subscribe);
export const feedNames = /* @__PURE__ */ bilingual(en.feedNames, es.feedNames);
export const eventNotFound = /* @__PURE__ */ bilingual(en.eventNotFound, es.eventNotFound);
