// The email sign-up boxes (footer, art page), in Spanish: the field and the notices they share.
import type * as english from "./newsletter.en";
import type { Translation } from "~/platform/translation";

export const newsletterField: Translation<typeof english.newsletterField> = {
  label: "Correo electrónico",
  placeholder: "Escribe tu correo",
};

/** What happens after signing up. */
export const newsletterNextSteps: Translation<typeof english.newsletterNextSteps> =
  "El equipo de WYP envía un correo al mes; el primero te llegará con la próxima edición.";

export const newsletterNotices: Translation<typeof english.newsletterNotices> = {
  subscribed: {
    title: "¡Ya eres parte!",
    description: "Gracias por suscribirte. Pronto tendrás noticias nuestras en tu bandeja de entrada.",
  },
  invalidEmail: { title: "Revisa tu dirección de correo", description: "Por favor, escribe un correo electrónico válido." },
};
