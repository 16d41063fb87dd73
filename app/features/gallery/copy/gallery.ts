// /wyp-gallery: the page's words, the defaults for incomplete artwork, and its notices.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./gallery.en.ts is
// the English source, ./gallery.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./gallery.en";
import * as es from "./gallery.es";

export const galleryPage = /* @__PURE__ */ bilingual(en.galleryPage, es.galleryPage);
export const artworkDefaults = /* @__PURE__ */ bilingual(en.artworkDefaults, es.artworkDefaults);
export const artworkAlt = /* @__PURE__ */ bilingual(en.artworkAlt, es.artworkAlt);
export const weeklyDropWinnerMark = /* @__PURE__ */ bilingual(en.weeklyDropWinnerMark, es.weeklyDropWinnerMark);
export const likeButton = /* @__PURE__ */ bilingual(en.likeButton, es.likeButton);
export const galleryNotices = /* @__PURE__ */ bilingual(en.galleryNotices, es.galleryNotices);
