// WYP Ventures (/wyp-ventures): the incubator and pre-accelerator for THE CORE graduates.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./ventures.en.ts is
// the English source, ./ventures.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./ventures.en";
import * as es from "./ventures.es";

export const venturesPage = /* @__PURE__ */ bilingual(en.venturesPage, es.venturesPage);

export const venturesMeta = /* @__PURE__ */ bilingual(en.venturesMeta, es.venturesMeta);
