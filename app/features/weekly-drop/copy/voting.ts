// Voting on /art/weekly-prize (Saturday to Sunday, New York time): the section's words, the.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./voting.en.ts is
// the English source, ./voting.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./voting.en";
import * as es from "./voting.es";

export const weeklyDropVoting = /* @__PURE__ */ bilingual(en.weeklyDropVoting, es.weeklyDropVoting);
export const voteNotices = /* @__PURE__ */ bilingual(en.voteNotices, es.voteNotices);
export const voteRefusals = /* @__PURE__ */ bilingual(en.voteRefusals, es.voteRefusals);
