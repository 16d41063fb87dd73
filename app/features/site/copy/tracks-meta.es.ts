// Title and description of /es/tracks.
import type * as english from "./tracks-meta.en";
import type { Translation } from "~/platform/translation";

export const tracksMeta: Translation<typeof english.tracksMeta> = {
  title: "Elige tu ruta | WYP",
  description: "Arte, deporte, música, emprendimiento o Wildcard: cinco rutas, un solo movimiento. Escoge la que va con tu pasión.",
};
