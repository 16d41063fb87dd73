// Home (/): hero, wake-up call, programmes, THE CORE panel, join the movement.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./home.en.ts is
// the English source, ./home.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./home.en";
import * as es from "./home.es";

export const homePage = /* @__PURE__ */ bilingual(en.homePage, es.homePage);

export const homeMeta = /* @__PURE__ */ bilingual(en.homeMeta, es.homeMeta);
