// WYP ENTREPRENEUR (/biz).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./biz.en.ts is
// the English source, ./biz.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./biz.en";
import * as es from "./biz.es";

export const bizPage = /* @__PURE__ */ bilingual(en.bizPage, es.bizPage);
