// Title and description of /es/wildcard.
import type * as english from "./wildcard-meta.en";
import type { Translation } from "~/platform/translation";

export const wildcardMeta: Translation<typeof english.wildcardMeta> = {
  title: "WYP WILDCARD: de la pasión a la profesión | WYP",
  description: "¿No encajas en una ruta estándar? Diseña tu propio camino con apoyo de varias disciplinas y mentoría flexible.",
};
