// The Weekly Drop (/es/art/weekly-prize): the weekly art contest, its schedule, prize and winners.
import type { Translation } from "~/platform/translation";
import type * as english from "./weekly-drop.en";
// Through the pair, not calendar.es.ts alone: the days of both languages then make one chunk
// with it on every page that shows a day (issue 33: a module is a request of its own).
import { teenAges } from "~/platform/ages";
import type { NycBorough } from "~/platform/boroughs";

export const countdownUnits: Translation<typeof english.countdownUnits> = {
  days: { one: "Día", other: "Días" },
  hours: { one: "Hora", other: "Horas" },
  minutes: { one: "Minuto", other: "Minutos" },
  seconds: { one: "Segundo", other: "Segundos" },
};

/** The art page counts to the next submission close. */
export const submissionCountdown: Translation<typeof english.submissionCountdown> = {
  label: "Se reciben obras durante",
  deadlineLabel: "Se reciben obras hasta el",
  schedule: "Se reciben obras cada semana hasta el viernes a las 5:00\u00a0p.\u00a0m. (hora del Este)",
  done: "Esta semana ya no se reciben obras. La votación abre el sábado.",
  units: countdownUnits,
};

/** How a borough reads inside a sentence. */
const boroughNames: Readonly<Record<string, string>> = {
  Manhattan: "Manhattan",
  Bronx: "el Bronx",
  Brooklyn: "Brooklyn",
  Queens: "Queens",
  "Staten Island": "Staten Island",
} satisfies Record<NycBorough, string>;

/** "Jasmine K., 16 años, el Bronx": a winner's, or an entry's (the same field names). */
export const winnerByline: Translation<typeof english.winnerByline> = (winner) => {
  const borough = winner.borough ? `, ${boroughNames[winner.borough] ?? winner.borough}` : "";
  return `${winner.artistFirstName} ${winner.artistLastInitial}., ${winner.age} años${borough}`;
};

// The contest's own entry form on this site (WEEKLY_DROP_SUBMIT_PATH).
const submitAction: Translation<typeof english.weeklyDropPage.hero.action> = {
  label: "Envía tu arte ahora",
  href: "/art/weekly-prize/submit",
};

export const weeklyDropPage: Translation<typeof english.weeklyDropPage> = {
  backLink: { label: "Volver a Arte", href: "/art" },
  winnerBanner: {
    label: "OBRA GANADORA",
    lastWeek: "La semana pasada: «{title}», de {byline}",
    earlier: "Se anunció el {day}: «{title}», de {byline}",
  },
  hero: {
    title: "The Weekly Drop",
    lede: "Una semana. Una obra ganadora. Sube tu mejor obra, deja que la comunidad vote y llévate el premio de esta semana.",
    action: submitAction,
  },
  countdowns: {
    "submission-close": submissionCountdown,
    "voting-open": {
      label: "La votación abre en",
      deadlineLabel: "La votación abre el",
      schedule: "La votación abre cada semana a la medianoche del viernes al sábado (hora del Este)",
      done: "La votación está abierta. Recarga la página para ver las obras de esta semana.",
      units: countdownUnits,
    },
    "voting-close": {
      label: "La votación cierra en",
      deadlineLabel: "La votación cierra el",
      schedule: "La votación cierra todos los domingos a las 11:59\u00a0p.\u00a0m. (hora del Este)",
      done: "La votación ya cerró. La obra ganadora se anuncia el lunes al mediodía (hora del Este).",
      units: countdownUnits,
    },
    "winner-announcement": {
      label: "La obra ganadora se anuncia en",
      deadlineLabel: "La obra ganadora se anuncia el",
      schedule: "La obra ganadora se anuncia todos los lunes al mediodía (hora del Este)",
      done: "Es lunes al mediodía: en este momento estamos anunciando la obra ganadora de esta semana.",
      units: countdownUnits,
    },
  },
  results: {
    heading: "Resultados de esta semana",
    intro: "Se anunciaron el {day}, después de un fin de semana de votos de la comunidad.",
    winnerLabel: "Obra ganadora",
    rankingHeading: "Todas las obras, por votos",
    votes: { one: "{count} voto", other: "{count} votos" },
    placeLabel: "Puesto",
    noWinner: "Esta semana no hay obra ganadora: ninguna obra cumplía los requisitos para ganar.",
    noEntries: "Esta semana no se aprobó ninguna obra.",
    counting: "La votación ya cerró. Estamos contando los votos, y la obra ganadora se anuncia hoy al mediodía (hora del Este).",
  },
  prize: { heading: "El premio de esta semana" },
  howItWorks: {
    heading: "Cómo funciona",
    steps: [
      {
        title: "Envía tu obra antes del viernes a las 5:00\u00a0p.\u00a0m.",
        description: "Sube una obra original antes del cierre del viernes.",
        icon: "Upload",
      },
      {
        title: "La comunidad vota de sábado a domingo",
        description: "Los miembros votan todo el fin de semana por la obra que más impacta.",
        icon: "Vote",
      },
      {
        title: "La obra ganadora se anuncia el lunes",
        description: "Al mediodía (hora del Este), la obra con más votos gana el premio y el cartel de OBRA GANADORA de la semana.",
        icon: "Trophy",
      },
    ],
  },
  whoCanEnter: {
    heading: "Quién puede participar",
    items: [
      `Jóvenes de la ciudad de Nueva York de ${teenAges.min} a ${teenAges.max} años con una membresía activa`,
      "Obras originales creadas en el último mes",
      "Se necesita consentimiento para mostrar la obra en público",
      "Se aceptan obras digitales, tradicionales o de técnica mixta",
    ],
  },
  recentWinners: { heading: "Obras ganadoras recientes", announcedLabel: "Se anunció el" },
  closing: {
    heading: "¿Todo listo para enviar tu obra?",
    text: "Tu mejor obra podría ser la ganadora de la próxima semana. Se reciben obras hasta el viernes a las 5:00\u00a0p.\u00a0m.",
    actions: [submitAction, { label: "Ver obras ganadoras anteriores", href: "/wyp-gallery" }],
  },
};
