// Title and description of /wildcard, in a module of their own: ./wildcard.en.ts is loaded by the
// wildcard sub-pages too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./wildcard-meta.en.ts is
// the English source, ./wildcard-meta.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./wildcard-meta.en";
import * as es from "./wildcard-meta.es";

export const wildcardMeta = /* @__PURE__ */ bilingual(en.wildcardMeta, es.wildcardMeta);
