// THE CORE in figures and names (spec section 4).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./core-programme.en.ts
// is the English source, ./core-programme.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./core-programme.en";
import * as es from "./core-programme.es";

export const coreProgramme = /* @__PURE__ */ bilingual(en.coreProgramme, es.coreProgramme);
