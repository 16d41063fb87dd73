// Title and description of each track sub-page (/music/*, /biz/*, /wildcard/*), in a module of
// their own: the sub-pages' copy (./subpages.en.ts) is loaded by the track pages too, and a page's
// script carries only its own page's title (issue 33; performance/build-output.test.ts). One route
// module serves every sub-page, so each sub-page carries all thirteen.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./subpage-meta.en.ts is
// the English source, ./subpage-meta.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./subpage-meta.en";
import * as es from "./subpage-meta.es";

export const subpageMeta = /* @__PURE__ */ bilingual(en.subpageMeta, es.subpageMeta);
