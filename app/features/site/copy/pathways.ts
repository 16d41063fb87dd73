// WYP Ventures: who can enter, what they get, and where each track can lead.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./pathways.en.ts is
// the English source, ./pathways.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./pathways.en";
import * as es from "./pathways.es";

export const entryRequirements = /* @__PURE__ */ bilingual(en.entryRequirements, es.entryRequirements);
export const ventureBenefits = /* @__PURE__ */ bilingual(en.ventureBenefits, es.ventureBenefits);
export const successPathways = /* @__PURE__ */ bilingual(en.successPathways, es.successPathways);
