// What the sign-up forms say about a field that needs a fix, in Spanish. Each field is named once,
// as the subject of a sentence (with its article) and, for choices, as an object with its article.
// The mentor and partnership forms speak "usted", the crown-access form "tú": these messages serve
// all of them, so they use neither (app/features/site/copy/register.test.ts).
import type * as english from "./form-messages.en";
import type { Translation } from "~/platform/translation";

/** How messages name each field: as the subject of a sentence, and with its article after "Falta elegir". */
export const fieldNames: Translation<typeof english.fieldNames> = {
  firstName: { subject: "El nombre" },
  lastName: { subject: "El apellido" },
  email: { subject: "El correo electrónico" },
  phone: { subject: "El teléfono" },
  company: { subject: "El nombre de la empresa" },
  track: { subject: "La ruta", object: "una ruta" },
  program: { subject: "El programa", object: "un programa" },
  interest: { subject: "El interés", object: "un interés" },
  areaOfInterest: { subject: "El área de interés", object: "un área de interés" },
};

// The sentences avoid adjectives and pronouns that agree with the field's gender
// ("es un dato obligatorio", not "es obligatorio/obligatoria"), so every subject fits every message.
export const fieldMessages: Translation<typeof english.fieldMessages> = {
  notText: (field) => `${field.subject} tiene que ser texto.`,
  controlCharacters: (field) => `${field.subject} no puede contener caracteres de control.`,
  unreadable: (field) => `${field.subject} tiene caracteres que no se pudieron leer. Hace falta volver a escribir ese dato.`,
  invisibleFormatting: (field) => `${field.subject} no puede contener caracteres de formato invisibles.`,
  required: (field) => `${field.subject} es un dato obligatorio.`,
  tooLong: (field, max) => `${field.subject} puede tener como máximo ${max} caracteres.`,
  choose: (field) => `Falta elegir ${field.object}.`,
  invalidEmail: "Hace falta un correo válido, como nombre@ejemplo.com.",
  invalidPhone: "Hace falta un número de teléfono válido, como 212-555-0123.",
  carriesAddress: (field) => `${field.subject} no puede contener una dirección web ni un correo electrónico.`,
  unknownPage: "No reconocemos la página de este formulario. Se puede volver a cargar la página y enviarlo de nuevo.",
  unexpectedFields: (shown, more) =>
    `${shown.length + more > 1 ? "Campos inesperados" : "Campo inesperado"}: ${shown.join(", ")}${more > 0 ? ` y ${more} más` : ""}.`,
  notFromOurForm: "Este formulario se tiene que enviar desde nuestro sitio. Se puede volver a cargar la página y enviarlo de nuevo.",
  unknownForm: "No reconocemos este formulario. Se puede volver a cargar la página y enviarlo de nuevo.",
};
