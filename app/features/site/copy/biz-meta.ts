// Title and description of /biz, in a module of their own: ./biz.en.ts is loaded by the
// entrepreneur sub-pages too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./biz-meta.en.ts is
// the English source, ./biz-meta.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./biz-meta.en";
import * as es from "./biz-meta.es";

export const bizMeta = /* @__PURE__ */ bilingual(en.bizMeta, es.bizMeta);
