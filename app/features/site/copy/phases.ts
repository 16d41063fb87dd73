// THE CORE: the six phases of the six-week transformation, in order (spec section 4).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./phases.en.ts is
// the English source, ./phases.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./phases.en";
import * as es from "./phases.es";

export const phases = /* @__PURE__ */ bilingual(en.phases, es.phases);
