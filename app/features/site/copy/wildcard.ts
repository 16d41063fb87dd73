// WYP WILDCARD (/wildcard): for young people whose passion fits no standard track.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./wildcard.en.ts is
// the English source, ./wildcard.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./wildcard.en";
import * as es from "./wildcard.es";

export const wildcardPage = /* @__PURE__ */ bilingual(en.wildcardPage, es.wildcardPage);
