// The five tracks of /tracks, the four track choices of THE CORE, and the /tracks page copy.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./tracks.en.ts is
// the English source, ./tracks.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./tracks.en";
import * as es from "./tracks.es";

export const tracks = /* @__PURE__ */ bilingual(en.tracks, es.tracks);
export const trackById = /* @__PURE__ */ bilingual(en.trackById, es.trackById);
export const coreTrackChoices = /* @__PURE__ */ bilingual(en.coreTrackChoices, es.coreTrackChoices);
export const tracksPage = /* @__PURE__ */ bilingual(en.tracksPage, es.tracksPage);
