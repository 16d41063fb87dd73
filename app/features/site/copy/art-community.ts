// Art community (/art/community): the rules, the chat invite, meet-ups and what members get.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./art-community.en.ts is
// the English source, ./art-community.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./art-community.en";
import * as es from "./art-community.es";

export const artCommunityPage = /* @__PURE__ */ bilingual(en.artCommunityPage, es.artCommunityPage);

export const artCommunityMeta = /* @__PURE__ */ bilingual(en.artCommunityMeta, es.artCommunityMeta);
