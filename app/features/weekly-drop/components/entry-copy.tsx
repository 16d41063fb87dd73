// The entry page's words in its language, for the parts it is made of (the form, its fields, the
// refusal notice, what happens next). Each language has a route module of its own
// (app/routes/art-weekly-prize-submit.tsx, app/routes/es/art-weekly-prize-submit.tsx) that provides
// its words here, so a page loads its own language only (ADR 0037); a part reads them with one hook.
import * as React from "react";
import type { entryBoroughOptions, entryErrors, entryForm, entrySent, entryUploadProblems, tooYoungLinks } from "../copy/entry.en";
import type { Translation } from "~/platform/translation";

export type EntryCopy = {
  readonly form: Translation<typeof entryForm>;
  readonly errors: Translation<typeof entryErrors>;
  readonly uploadProblems: Translation<typeof entryUploadProblems>;
  readonly tooYoungLinks: Translation<typeof tooYoungLinks>;
  readonly boroughOptions: Translation<typeof entryBoroughOptions>;
  readonly sent: Translation<typeof entrySent>;
};

const EntryCopyContext = React.createContext<EntryCopy | null>(null);

export const EntryCopyProvider = EntryCopyContext.Provider;

/** The page's words, staff's texts in place (the provider's); only the entry page's parts call it, inside its provider. */
export function useEntryCopy(): EntryCopy {
  const copy = React.use(EntryCopyContext);
  if (!copy) throw new Error("useEntryCopy outside the Weekly Drop entry page");
  return copy;
}
