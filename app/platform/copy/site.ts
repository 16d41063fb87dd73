// Brand facts, navigation and footer: what every page shares.
// Both languages, each name once as { en, es }: a component reads `copy[locale]` (./site.en.ts is
// the English source, ./site.es.ts its Spanish twin, typed so a missing text fails the typecheck).
import { bilingual } from "~/platform/locale";
import * as en from "./site.en";
import * as es from "./site.es";

export const site = /* @__PURE__ */ bilingual(en.site, es.site);
export const taglines = /* @__PURE__ */ bilingual(en.taglines, es.taglines);
export const mission = /* @__PURE__ */ bilingual(en.mission, es.mission);
export const founderStory = /* @__PURE__ */ bilingual(en.founderStory, es.founderStory);
export const navItems = /* @__PURE__ */ bilingual(en.navItems, es.navItems);
export const dialogButtonContext = /* @__PURE__ */ bilingual(en.dialogButtonContext, es.dialogButtonContext);
export const startFree = /* @__PURE__ */ bilingual(en.startFree, es.startFree);
export const footer = /* @__PURE__ */ bilingual(en.footer, es.footer);
