// Title and description of /art/weekly-prize, in a module of their own: ./weekly-drop.en.ts is
// loaded by /art too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./weekly-drop-meta.en.ts is
// the English source, ./weekly-drop-meta.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./weekly-drop-meta.en";
import * as es from "./weekly-drop-meta.es";

export const weeklyDropMeta = /* @__PURE__ */ bilingual(en.weeklyDropMeta, es.weeklyDropMeta);
