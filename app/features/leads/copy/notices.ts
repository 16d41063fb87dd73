// Notices (toasts) that more than one form shows. Form-specific notices live with their form.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./notices.en.ts is
// the English source, ./notices.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./notices.en";
import * as es from "./notices.es";

export const missingInformationNotice = /* @__PURE__ */ bilingual(en.missingInformationNotice, es.missingInformationNotice);
export const submitFailedNotice = /* @__PURE__ */ bilingual(en.submitFailedNotice, es.submitFailedNotice);
export const tooManyAttemptsNotice = /* @__PURE__ */ bilingual(en.tooManyAttemptsNotice, es.tooManyAttemptsNotice);
export const checkTheFormNotice = /* @__PURE__ */ bilingual(en.checkTheFormNotice, es.checkTheFormNotice);
