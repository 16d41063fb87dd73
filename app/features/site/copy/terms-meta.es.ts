// Title and description of /es/terms.
import type * as english from "./terms-meta.en";
import type { Translation } from "~/platform/translation";

export const termsMeta: Translation<typeof english.termsMeta> = {
  title: "Términos de uso | WYP",
  description: "Las reglas, en lenguaje sencillo, para usar el sitio y la comunidad de WYP.",
};
