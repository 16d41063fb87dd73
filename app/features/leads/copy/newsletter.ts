// The email sign-up boxes (footer "Stay Connected", art "Stay Updated"): the field and the.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./newsletter.en.ts is
// the English source, ./newsletter.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./newsletter.en";
import * as es from "./newsletter.es";

export const newsletterField = /* @__PURE__ */ bilingual(en.newsletterField, es.newsletterField);
export const newsletterNextSteps = /* @__PURE__ */ bilingual(en.newsletterNextSteps, es.newsletterNextSteps);
export const newsletterNotices = /* @__PURE__ */ bilingual(en.newsletterNotices, es.newsletterNotices);
