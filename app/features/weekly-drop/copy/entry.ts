// The Weekly Drop's entry form (/art/weekly-prize/submit) and what an entrant reads after sending.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./entry.en.ts is
// the English source, ./entry.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./entry.en";
import * as es from "./entry.es";

export const entryBoroughOptions = /* @__PURE__ */ bilingual(en.entryBoroughOptions, es.entryBoroughOptions);
export const entryForm = /* @__PURE__ */ bilingual(en.entryForm, es.entryForm);
export const entryErrors = /* @__PURE__ */ bilingual(en.entryErrors, es.entryErrors);
export const tooYoungLinks = /* @__PURE__ */ bilingual(en.tooYoungLinks, es.tooYoungLinks);
export const entryUploadProblems = /* @__PURE__ */ bilingual(en.entryUploadProblems, es.entryUploadProblems);
export const entryTooManyMessage = /* @__PURE__ */ bilingual(en.entryTooManyMessage, es.entryTooManyMessage);
export const entrySent = /* @__PURE__ */ bilingual(en.entrySent, es.entrySent);

export const entryMeta = /* @__PURE__ */ bilingual(en.entryMeta, es.entryMeta);
