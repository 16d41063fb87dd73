// WYP ART (/es/art): paths, current events, sign-up and the events calendar.
import type * as english from "./art.en";
import { links } from "./links";
import type { Translation } from "~/platform/translation";
import { dayText } from "~/features/events/copy/calendar.es";
import { submissionCountdown } from "~/features/weekly-drop/copy/weekly-drop.es";

/** The Passion in Color contest, run on its own site (links.artCompetition); its name stays the contest's own. */
export const passionInColorContest: Translation<typeof english.passionInColorContest> = {
  name: "Concurso Passion in Color",
  ages: { min: 5, max: 18 },
  schedule: { kind: "contest", closes: "2026-11-09" },
};

/** This season of the Master Class Series (the English module's dates; no words to translate). */
const masterClassSchedule: typeof english.masterClassSeries.schedule = { kind: "run", starts: "2026-09-12", ends: "2026-12-12" };

const contestAges = `De ${passionInColorContest.ages.min} a ${passionInColorContest.ages.max} años`;
const contestCloses = dayText(passionInColorContest.schedule.closes, "short");

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
        description: "Mira lo que crean los jóvenes artistas, dale me gusta a tus obras favoritas y envía tu propia obra.",
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
        title: "Sea mentor",
        description: "¿Es usted artista o diseñador de profesión? Comparta su oficio con la nueva generación.",
        icon: "HeartHandshake",
        colour: "art",
        dialog: "mentor",
        buttonLabel: "Solicite ser mentor",
      },
    ],
  },
  currentEvents: {
    heading: "Eventos en curso",
    cards: [
      {
        title: "Participa en nuestro concurso",
        description: `El ${passionInColorContest.name} está abierto hasta el ${contestCloses}. ${contestAges}: muéstranos qué significa el color para ti.`,
        schedule: passionInColorContest.schedule,
        icon: "Trophy",
        action: { label: "Participa en el concurso", href: links.artCompetition, external: true },
        byStatus: {
          closed: {
            description: `Los envíos para el ${passionInColorContest.name} cerraron el ${contestCloses}. Los ganadores se anunciarán en el sitio del concurso.`,
            action: { label: "Ver el concurso", href: links.artCompetition, external: true },
          },
          past: {
            description: `El ${passionInColorContest.name} terminó: mira a los ganadores en el sitio del concurso.`,
            action: { label: "Ver a los ganadores", href: links.artCompetition, external: true },
          },
        },
      },
      {
        title: "Serie de clases magistrales",
        description: "Sesiones en vivo con artistas profesionales sobre técnica, estilo y cómo armar un portafolio.",
        schedule: masterClassSchedule,
        icon: "GraduationCap",
        action: { label: "Únete a una clase", href: links.masterClass, external: true },
        byStatus: {
          upcoming: {
            description: `Sesiones en vivo con artistas profesionales sobre técnica, estilo y cómo armar un portafolio, a partir del ${dayText(masterClassSchedule.starts, "short")}.`,
            action: { label: "Reserva tu lugar", href: links.masterClass, external: true },
          },
          past: {
            description: `Las clases de esta temporada terminaron el ${dayText(masterClassSchedule.ends, "short")}. La próxima serie se anuncia en nuestra plataforma de eventos.`,
            action: { label: "Ver próximos eventos", href: links.eventsPlatform, external: true },
          },
        },
      },
      {
        title: "El reto de The Weekly Drop",
        description: "Envía una obra, deja que la comunidad vote y gana un premio nuevo cada semana.",
        schedule: { kind: "weekly-drop" },
        icon: "Gift",
        action: { label: "Mira el premio de esta semana", href: "/art/weekly-prize" },
      },
    ],
    weeklyDropCloses: "Los envíos de esta semana cierran el",
  },
  stayUpdated: {
    heading: "Mantente al día",
    text: "Concursos, clases y novedades para jóvenes artistas, directo a tu correo.",
    buttonLabel: "Suscríbete",
  },
  // The contest's lines, then the art events posted from the staff console (events table).
  eventsCalendar: {
    heading: "Calendario de eventos",
    undated: "Fecha por confirmar",
    items: [
      {
        title: passionInColorContest.name,
        note: contestAges,
        schedule: passionInColorContest.schedule,
        detailByStatus: { upcoming: "Abre pronto", open: "Abierto ahora", closed: "Cerrado", past: "Terminado" },
      },
      { title: "Cierre de envíos", detail: contestCloses },
      { title: "Premios semanales", detail: "Todas las semanas" },
      { title: "Anuncio de ganadores", detail: "Por confirmar" },
    ],
  },
};
