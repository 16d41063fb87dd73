// The standalone sign-up pages (/join/...), in Spanish: their titles and the way back to the site.
// Each title speaks as its form does ("usted" to mentors and brands, "tú" to teens); what every
// page shares uses neither.
import type * as english from "./join.en";
import type { Translation } from "~/platform/translation";

// The paths are routes, kept as in English.
export const joinPages: Translation<typeof english.joinPages> = {
  mentor: { path: "/join/mentor", title: "Sea mentor o mentora" },
  partnership: { path: "/join/partner", title: "Colabore con nosotros" },
  crown: { path: "/join/crown-access", title: "Consigue tu Crown Access" },
  newsletter: { path: "/join/newsletter", title: "Mantente en contacto" },
};

export const leadFormText: Translation<typeof english.leadFormText> = {
  trapLabel: "Este campo debe quedar vacío",
};

export const joinPage: Translation<typeof english.joinPage> = {
  backLabel: "Volver al sitio",
  description: "Inscripciones de WYP: mentores, marcas, Crown Access y nuestro boletín.",
  failed: "No pudimos guardar las respuestas ahora mismo. Se pueden volver a enviar en un momento.",
  rateLimited: "Demasiados intentos desde esta conexión. Hay que esperar un minuto antes de volver a enviarlo.",
};
