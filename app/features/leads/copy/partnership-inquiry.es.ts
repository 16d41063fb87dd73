// The partnership inquiry dialog for brands (licensing page; a variant on the sport page), in
// Spanish (it speaks to adults: "usted"). Option values stay as in English.
import type * as english from "./partnership-inquiry.en";
import type { Translation } from "~/platform/translation";
import { missingInformationNotice } from "./notices.es";

/** The two variants: brands licensing young creators' work, and sponsors of girls' sport. */
export const partnershipFormVariants: Translation<typeof english.partnershipFormVariants> = {
  licensing: {
    title: "Colabore con nosotros",
    description:
      "Lleve el trabajo de jóvenes creadores a productos reales. Cuéntenos sobre su empresa y lo que le gustaría crear, y el equipo se pondrá en contacto con usted.",
    companyLabel: "Empresa",
    interestLabel: "Interés",
    interestPlaceholder: "¿Qué le interesa?",
    options: [
      { value: "apparel", label: "Ropa casual y deportiva" },
      { value: "accessories", label: "Accesorios y belleza" },
      { value: "sports", label: "Equipo deportivo" },
      { value: "limited", label: "Colecciones limitadas" },
      { value: "other", label: "Otro" },
    ],
    confirmation: {
      title: "Gracias por su interés",
      lines: ["Recibimos su consulta.", "Nuestro equipo de licencias la revisará pronto."],
      closeLabel: "Cerrar",
    },
    received: { title: "Consulta recibida", description: "Gracias por su interés." },
    nextSteps:
      "Nuestro equipo de licencias le escribirá por correo electrónico en un plazo de 3 días hábiles para programar una llamada sobre su marca.",
  },
  sport: {
    title: "Conviértase en aliado",
    description:
      "Patrocine un equipo, financie una clínica o colabore con WYP SPORT para que crezca el deporte femenino en Nueva York. Cuéntenos sobre su empresa y cómo le gustaría apoyar el programa, y el equipo se pondrá en contacto con usted.",
    companyLabel: "Nombre de la empresa",
    interestLabel: "Área de interés",
    interestPlaceholder: "Elija un área",
    options: [
      { value: "sponsorship", label: "Patrocinio" },
      { value: "partnership", label: "Alianza" },
      { value: "collaboration", label: "Colaboración" },
      { value: "other", label: "Otro" },
    ],
    confirmation: {
      title: "Gracias por apoyar el deporte femenino",
      lines: ["Recibimos su consulta."],
      closeLabel: "Cerrar",
    },
    received: { title: "Consulta recibida", description: "¡Gracias por apoyar el deporte femenino!" },
    nextSteps:
      "Nuestro equipo de alianzas de WYP SPORT le escribirá por correo electrónico en un plazo de 3 días hábiles para hablar sobre cómo patrocinar un equipo o una clínica.",
  },
};

/** What both variants share: the person's fields and the buttons. */
export const partnershipDialog: Translation<typeof english.partnershipDialog> = {
  fields: {
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: "Teléfono",
  },
  submitLabel: "Enviar consulta",
  submittingLabel: "Enviando...",
};

export const partnershipNotices: Translation<typeof english.partnershipNotices> = {
  missingInformation: missingInformationNotice,
};
