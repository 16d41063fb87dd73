// WYP SPORT (/sport): the flagship program for girls.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./sport.en.ts is
// the English source, ./sport.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./sport.en";
import * as es from "./sport.es";

export const sportPage = /* @__PURE__ */ bilingual(en.sportPage, es.sportPage);

export const sportMeta = /* @__PURE__ */ bilingual(en.sportMeta, es.sportMeta);
