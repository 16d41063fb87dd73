// The page shown for any unknown path, in Spanish.
import type * as english from "./not-found.en";
import type { Translation } from "~/platform/translation";

export const notFoundPage: Translation<typeof english.notFoundPage> = {
  heading: "¡Uy! No encontramos la página",
  text: "La página que buscas no está aquí. El movimiento, sí.",
  homeLink: { label: "Volver al inicio", href: "/" },
  /** Written to the browser's console before the missing path, as the spec asks. */
  consoleMessage: "Error 404: se intentó acceder a una ruta que no existe:",
};

export const notFoundMeta: Translation<typeof english.notFoundMeta> = {
  title: "Página no encontrada | WYP",
  description: "Esta página no existe. Vuelve al inicio y encuentra tu pasión.",
};
