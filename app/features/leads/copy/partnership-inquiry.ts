// The partnership inquiry dialog for brands (licensing page; a variant on the sport page).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./partnership-inquiry.en.ts is
// the English source, ./partnership-inquiry.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./partnership-inquiry.en";
import * as es from "./partnership-inquiry.es";

export const partnershipFormVariants = /* @__PURE__ */ bilingual(en.partnershipFormVariants, es.partnershipFormVariants);
export const partnershipDialog = /* @__PURE__ */ bilingual(en.partnershipDialog, es.partnershipDialog);
export const partnershipNotices = /* @__PURE__ */ bilingual(en.partnershipNotices, es.partnershipNotices);
