// The standalone sign-up pages (/join/...), in Spanish: their titles and the way back to the site.
import type * as english from "../join";
import type { Translation } from "../translation";

// The paths are routes, kept as in English.
export const joinPages: Translation<typeof english.joinPages> = {
  mentor: { path: "/join/mentor", title: "Sea mentor" },
  partnership: { path: "/join/partner", title: "Colabore con nosotros" },
  crown: { path: "/join/crown-access", title: "Reclama tu Crown Access" },
  newsletter: { path: "/join/newsletter", title: "Mantente en contacto" },
};

export const leadFormText: Translation<typeof english.leadFormText> = {
  trapLabel: "Deja este campo vacío",
};

export const joinPage: Translation<typeof english.joinPage> = {
  backLabel: "Volver al sitio",
  description: "Inscríbete en WYP: mentores, marcas, Crown Access y nuestro boletín.",
  failed: "No pudimos guardar tus respuestas ahora mismo. Por favor, vuelve a intentarlo en un momento.",
  rateLimited: "Demasiados intentos desde tu conexión. Espera un minuto y vuelve a enviarlo.",
};
