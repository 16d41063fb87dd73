// About (/about): who WYP is, why it exists and what drives it.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./about.en.ts is
// the English source, ./about.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./about.en";
import * as es from "./about.es";

export const aboutPage = /* @__PURE__ */ bilingual(en.aboutPage, es.aboutPage);

export const aboutMeta = /* @__PURE__ */ bilingual(en.aboutMeta, es.aboutMeta);
