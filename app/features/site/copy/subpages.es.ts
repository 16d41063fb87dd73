// The section headings every track sub-page shares (/es/music/*, /es/biz/*, /es/wildcard/*), in Spanish.
import type * as english from "./subpages.en";
import type { Translation } from "~/platform/translation";

/** Section headings shared by every sub-page. */
export const subpageLabels: Translation<typeof english.subpageLabels> = {
  offers: "Lo que recibes",
  whoItsFor: "Para quién es",
  steps: "Cómo empezar",
  more: "Más formas de participar",
};
