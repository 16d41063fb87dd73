// Notices (toasts) that more than one form shows, in Spanish. Form-specific notices live with their form.
// The forms for adults speak "usted" and those for teens "tú", so these use neither.
import type * as english from "./notices.en";
import type { Translation } from "~/platform/translation";

export const missingInformationNotice: Translation<typeof english.missingInformationNotice> = {
  title: "Falta información",
  description: "Todos los campos son obligatorios.",
};

/** Shown when a submission could not be stored; the visitor's input stays in the form. */
export const submitFailedNotice: Translation<typeof english.submitFailedNotice> = {
  title: "Error",
  description: "Algo salió mal y no se pudo enviar. Se puede volver a intentar en un momento.",
};

/** Shown when a visitor sent too many forms in a minute (the server answered 429). */
export const tooManyAttemptsNotice: Translation<typeof english.tooManyAttemptsNotice> = (retryAfterSeconds) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds <= 60
      ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? "segundo" : "segundos"}`
      : `${minutes} ${minutes === 1 ? "minuto" : "minutos"}`;
  return {
    title: "Demasiados intentos",
    description: `Hay que esperar ${wait} antes de volver a intentarlo. Las respuestas siguen en el formulario.`,
  };
};

/** Shown when the server found a problem the form's own check did not (the fields show what). */
export const checkTheFormNotice: Translation<typeof english.checkTheFormNotice> = {
  title: "Hay que revisar el formulario",
  description: "Algunas respuestas necesitan un ajuste: los mensajes junto a los campos dicen cuáles.",
};
