// The mentor application dialog: one form in three variants (home, art, sport). The value.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./mentor-application.en.ts is
// the English source, ./mentor-application.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./mentor-application.en";
import * as es from "./mentor-application.es";

export const mentorFormVariants = /* @__PURE__ */ bilingual(en.mentorFormVariants, es.mentorFormVariants);
export const mentorDialog = /* @__PURE__ */ bilingual(en.mentorDialog, es.mentorDialog);
export const mentorNotices = /* @__PURE__ */ bilingual(en.mentorNotices, es.mentorNotices);
