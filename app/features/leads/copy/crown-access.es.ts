// The crown-access claim dialog of the sport page, in Spanish.
import type * as english from "./crown-access.en";
import type { Translation } from "~/platform/translation";
import { missingInformationNotice } from "./notices.es";

export const crownAccessDialog: Translation<typeof english.crownAccessDialog> = {
  title: "Consigue tu Crown Access",
  description:
    "Sé de las primeras en enterarte de las sesiones exclusivas para miembros, los lanzamientos y los eventos de WYP SPORT. Déjanos tu nombre y tu correo y te avisamos.",
  fields: {
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
  },
  submitLabel: "Consigue tu acceso",
  submittingLabel: "Enviando...",
  nextSteps:
    "El equipo de WYP SPORT te enviará tu invitación por correo antes de la próxima sesión exclusiva para miembros, normalmente en un plazo de dos semanas.",
};

export const crownAccessNotices: Translation<typeof english.crownAccessNotices> = {
  missingInformation: missingInformationNotice,
  claimed: { title: "¡Ya tienes Crown Access!", description: "Ya estás en la lista. Revisa tu bandeja de entrada." },
};
