// WYP MUSIC (/music).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./music.en.ts is
// the English source, ./music.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./music.en";
import * as es from "./music.es";

export const musicPage = /* @__PURE__ */ bilingual(en.musicPage, es.musicPage);
