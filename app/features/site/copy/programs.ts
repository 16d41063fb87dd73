// The five programmes (spec section 3, Program), as shown on the home page's.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./programs.en.ts is
// the English source, ./programs.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./programs.en";
import * as es from "./programs.es";

export const programs = /* @__PURE__ */ bilingual(en.programs, es.programs);
export const programById = /* @__PURE__ */ bilingual(en.programById, es.programById);
