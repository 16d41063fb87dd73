// Title and description of /wyp-gallery, in a module of their own: ./gallery.en.ts is loaded by The
// Weekly Drop's page too, and a page's script carries only its own page's title (issue 33;
// performance/build-output.test.ts).
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./gallery-meta.en.ts is
// the English source, ./gallery-meta.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./gallery-meta.en";
import * as es from "./gallery-meta.es";

export const galleryMeta = /* @__PURE__ */ bilingual(en.galleryMeta, es.galleryMeta);
