// The crown-access claim dialog of the sport page.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./crown-access.en.ts is
// the English source, ./crown-access.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./crown-access.en";
import * as es from "./crown-access.es";

export const crownAccessDialog = /* @__PURE__ */ bilingual(en.crownAccessDialog, es.crownAccessDialog);
export const crownAccessNotices = /* @__PURE__ */ bilingual(en.crownAccessNotices, es.crownAccessNotices);
