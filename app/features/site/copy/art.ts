// WYP ART (/art): paths, current events, sign-up and the events calendar.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./art.en.ts is
// the English source, ./art.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./art.en";
import * as es from "./art.es";

export const artPage = /* @__PURE__ */ bilingual(en.artPage, es.artPage);

export const artMeta = /* @__PURE__ */ bilingual(en.artMeta, es.artMeta);
