// How it works (/how-it-works): the six phases of THE CORE, framed. The phases are in phases.ts.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./how-it-works.en.ts is
// the English source, ./how-it-works.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./how-it-works.en";
import * as es from "./how-it-works.es";

export const howItWorksPage = /* @__PURE__ */ bilingual(en.howItWorksPage, es.howItWorksPage);

export const howItWorksMeta = /* @__PURE__ */ bilingual(en.howItWorksMeta, es.howItWorksMeta);
