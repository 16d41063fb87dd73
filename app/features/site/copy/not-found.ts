// The page shown for any unknown path.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./not-found.en.ts is
// the English source, ./not-found.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./not-found.en";
import * as es from "./not-found.es";

export const notFoundPage = /* @__PURE__ */ bilingual(en.notFoundPage, es.notFoundPage);

export const notFoundMeta = /* @__PURE__ */ bilingual(en.notFoundMeta, es.notFoundMeta);
