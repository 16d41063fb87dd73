// Title and description of /es/privacy.
import type * as english from "./privacy-meta.en";
import type { Translation } from "~/platform/translation";

export const privacyMeta: Translation<typeof english.privacyMeta> = {
  title: "Aviso de privacidad | WYP",
  description:
    "Qué datos recopila este sitio, para qué, cuánto tiempo los guardamos y cómo pedirnos que los borremos. Escrito en lenguaje sencillo.",
};
