// Title and description of every page of the sitemap (app/pages.ts, checked by app/pages.test.ts),.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./meta.en.ts is
// the English source, ./meta.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./meta.en";
import * as es from "./meta.es";

export const routeMeta = /* @__PURE__ */ bilingual(en.routeMeta, es.routeMeta);
export const notFoundMeta = /* @__PURE__ */ bilingual(en.notFoundMeta, es.notFoundMeta);
