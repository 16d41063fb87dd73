// The mentor application dialog, in Spanish (it speaks to adults: "usted"). One form in three
// variants (home, art, sport); the field names and option values stay as in English.
import type * as english from "./mentor-application.en";
import type { Translation } from "~/platform/translation";
import { missingInformationNotice } from "./notices.es";

/** Each variant's choice field: home asks for a track, art and sport for a program. */
export const mentorFormVariants: Translation<typeof english.mentorFormVariants> = {
  home: {
    label: "Ruta",
    placeholder: "Elija una ruta",
    options: [
      { value: "art", label: "WYP ART" },
      { value: "sport", label: "WYP SPORT" },
      { value: "music", label: "WYP MUSIC" },
      { value: "biz", label: "WYP ENTREPRENEUR" },
      { value: "wildcard", label: "WYP WILDCARD" },
    ],
  },
  art: {
    label: "Programa",
    placeholder: "Elija un programa",
    options: [
      { value: "queenme", label: "WYP SPORT" },
      { value: "gallery", label: "WYP ART" },
    ],
  },
  sport: {
    label: "Programa",
    placeholder: "Elija un programa",
    options: [
      { value: "sport", label: "WYP SPORT" },
      { value: "art", label: "WYP ART" },
    ],
  },
};

export const mentorDialog: Translation<typeof english.mentorDialog> = {
  title: "Sea mentor o mentora",
  description:
    "Comparta lo que sabe con la próxima generación. Díganos quién es y dónde quiere ayudar, y el equipo se pondrá en contacto con usted.",
  fields: {
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: "Teléfono",
  },
  submitLabel: "Enviar solicitud",
  submittingLabel: "Enviando...",
  success: {
    title: "Le damos la bienvenida al movimiento",
    text: "Recibimos su solicitud. Le damos la bienvenida al movimiento.",
    closeLabel: "Cerrar",
  },
  /** What happens after a successful application, told on every variant. */
  nextSteps:
    "Nuestro equipo de mentores le escribirá por correo electrónico en el plazo de una semana para programar una breve llamada de presentación.",
};

export const mentorNotices: Translation<typeof english.mentorNotices> = {
  missingInformation: missingInformationNotice,
  failed: { title: "Error", description: "No se pudo enviar la solicitud. Por favor, inténtelo de nuevo." },
  received: { title: "Solicitud recibida", description: "¡Le damos la bienvenida al movimiento!" },
};
