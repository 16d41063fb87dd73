// THE CORE landing (/the-core): the promise, what it is, tracks, why it hits different.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./the-core.en.ts is
// the English source, ./the-core.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./the-core.en";
import * as es from "./the-core.es";

export const theCorePage = /* @__PURE__ */ bilingual(en.theCorePage, es.theCorePage);
export const testimonialControls = /* @__PURE__ */ bilingual(en.testimonialControls, es.testimonialControls);
export const testimonials = /* @__PURE__ */ bilingual(en.testimonials, es.testimonials);

export const theCoreMeta = /* @__PURE__ */ bilingual(en.theCoreMeta, es.theCoreMeta);
