// Title and description of /music, in a module of their own: ./music.en.ts is loaded by the music
// sub-pages too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./music-meta.en.ts is
// the English source, ./music-meta.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./music-meta.en";
import * as es from "./music-meta.es";

export const musicMeta = /* @__PURE__ */ bilingual(en.musicMeta, es.musicMeta);
