// The age dialog (home, art, sport, THE CORE): 13+ go to the chat community, under 13 ask a.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./age-dialog.en.ts is
// the English source, ./age-dialog.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./age-dialog.en";
import * as es from "./age-dialog.es";

export const ageDialog = /* @__PURE__ */ bilingual(en.ageDialog, es.ageDialog);
export const ageDialogCopy = /* @__PURE__ */ bilingual(en.ageDialogCopy, es.ageDialogCopy);
