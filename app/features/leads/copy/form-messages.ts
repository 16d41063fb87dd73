// What the sign-up forms say about a field that needs a fix. Each field is named here once, with.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./form-messages.en.ts is
// the English source, ./form-messages.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./form-messages.en";
import * as es from "./form-messages.es";

export const fieldNames = /* @__PURE__ */ bilingual(en.fieldNames, es.fieldNames);
export const fieldMessages = /* @__PURE__ */ bilingual(en.fieldMessages, es.fieldMessages);
