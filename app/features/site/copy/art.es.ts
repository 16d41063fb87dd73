// WYP ART (/es/art): paths, current events, sign-up and the events calendar.
import type * as english from "./art.en";
import { links } from "~/platform/links";
import type { Translation } from "~/platform/translation";
import { submissionCountdown } from "~/features/weekly-drop/copy/weekly-drop.es";

export const artPage: Translation<typeof english.artPage> = {
  hero: {
    title: "WYP ART",
    tagline: "Pasión en color",
    line: "Diséñalo. Lánzalo. Compártelo. Brilla.",
  },
  weeklyDrop: {
    heading: "The Weekly Drop",
    countdown: submissionCountdown,
    action: { label: "Mira el premio de esta semana", href: "/art/weekly-prize" },
  },
  paths: {
    heading: "Encuentra tu lugar",
    cards: [
      {
        title: "Explora la galería",
        description: "Mira lo que crean los jóvenes artistas, dale «me gusta» a tus obras favoritas y envía tu propia obra.",
        icon: "Images",
        colour: "art",
        href: "/wyp-gallery",
        buttonLabel: "Ver la galería",
        secondary: { label: "Envía tu arte", href: links.artSubmission, external: true },
      },
      {
        title: "Únete a nuestra comunidad",
        description: "Comentarios sobre tu trabajo, encuentros y un grupo de artistas que te empujan a mejorar.",
        icon: "Users",
        colour: "art",
        dialog: "age",
        buttonLabel: "Únete ahora",
        secondary: { label: "Sobre la comunidad", href: "/art/community" },
      },
      {
        title: "Sea mentor o mentora",
        description: "¿Se dedica al arte o al diseño? Comparta su oficio con la nueva generación.",
        icon: "HeartHandshake",
        colour: "art",
        dialog: "mentor",
        buttonLabel: "Solicite ser mentor",
      },
    ],
  },
  currentEvents: {
    heading: "Eventos en curso",
    weeklyDrop: {
      title: "El reto de The Weekly Drop",
      description: "Envía una obra, deja que la comunidad vote y gana un premio nuevo cada semana.",
      icon: "Gift",
      action: { label: "Mira el premio de esta semana", href: "/art/weekly-prize" },
    },
    weeklyDropCloses: "Esta semana se reciben obras hasta el",
  },
  stayUpdated: {
    heading: "Mantente al día",
    text: "Concursos, clases y novedades para jóvenes artistas, directo a tu correo.",
    buttonLabel: "Suscríbete",
  },
  eventsCalendar: {
    heading: "Calendario de eventos",
    undated: "Fecha por confirmar",
    items: [{ title: "Premios semanales", detail: "Todas las semanas" }],
  },
};

export const artMeta: Translation<typeof english.artMeta> = {
  title: "WYP ART: pasión en color | WYP",
  description:
    "Diséñalo. Lánzalo. Compártelo. Brilla. Concursos, clases magistrales, una galería y una comunidad para artistas jóvenes en Nueva York.",
};
