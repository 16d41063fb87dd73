// Lo que dice el sitio en español para llevar sus eventos al calendario de una familia.
import type * as english from "./add-to-calendar.en";
import type { Translation } from "~/platform/translation";

export const addToCalendar: Translation<typeof english.addToCalendar> = {
  heading: "Agregar al calendario",
  ics: "Apple u otro (.ics)",
  google: "Google Calendar",
  outlook: "Outlook",
};

export const subscribe: Translation<typeof english.subscribe> = {
  label: "Suscribirse en su app de calendario",
  hint: "Los eventos nuevos aparecen allí cuando los publicamos, y los cancelados quedan marcados.",
};

export const feedNames: Translation<typeof english.feedNames> = {
  all: "Eventos de WYP",
  art: "Eventos de Arte de WYP",
  sport: "Eventos de Deporte de WYP",
  description: "Eventos de WYP (What's Your Passion) en Harlem, el Bronx y Brooklyn. Los horarios son de Nueva York.",
};

export const eventNotFound: Translation<typeof english.eventNotFound> =
  "Ese evento no está en el calendario. Puede que se haya cancelado o cambiado: consulte la página del programa.";
