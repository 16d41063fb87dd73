// WYP SPORT (/es/sport): the flagship program for girls, in Spanish.
import type * as english from "./sport.en";
import { stats } from "./stats.en";
import type { Translation } from "~/platform/translation";

export const sportPage: Translation<typeof english.sportPage> = {
  hero: {
    title: "WYP SPORT",
    tagline: "su juego, sus reglas",
    lede: "El programa insignia para chicas de Harlem, el Bronx y Brooklyn. Desarrolla tu juego, encuentra tu voz y lleva la corona.",
  },
  stats: [
    { id: stats.activeAthletes.id, value: stats.activeAthletes.value, label: "Atletas activas" },
    { id: stats.sportYearsActive.id, value: stats.sportYearsActive.value, label: "Años de actividad" },
    { id: stats.trainingHours.id, value: stats.trainingHours.value, label: "Horas de práctica" },
    { id: stats.sportSuccessRate.id, value: stats.sportSuccessRate.value, label: "Tasa de éxito" },
  ],
  pillars: {
    heading: "Desarrolla tu juego y tu voz",
    cards: [
      {
        title: "Desarrollo de habilidades",
        description: "Entrenamiento que pule tus fundamentos y lleva tu juego al siguiente nivel.",
        icon: "Target",
      },
      {
        title: "Trabajo en equipo",
        description: "Juega en un equipo que te respalda, y aprende a respaldar a tus compañeras.",
        icon: "Users",
      },
      {
        title: "Formación del carácter",
        description: "Confianza, disciplina y liderazgo que te acompañan fuera de la cancha y en la vida.",
        icon: "Crown",
      },
    ],
  },
  paths: {
    heading: "Entra al juego",
    cards: [
      // Speaks to brands and sponsors ("usted").
      {
        title: "Conviértase en aliado",
        description: "Patrocine un equipo, financie una clínica o colabore con nosotros para que crezca el deporte femenino en Nueva York.",
        icon: "Handshake",
        colour: "sport",
        dialog: "partnership",
        buttonLabel: "Colabore con nosotros",
      },
      {
        title: "Únete a nuestra comunidad",
        description: "Jugadoras, familias y fanáticos: entérate de los partidos, los entrenamientos y los eventos.",
        icon: "Users",
        colour: "sport",
        dialog: "age",
        buttonLabel: "Únete ahora",
      },
      // Speaks to adult coaches, athletes and leaders ("usted").
      {
        title: "Sea mentor o mentora",
        description: "¿Entrena, compite o lidera? Ayude a la próxima generación de reinas a desarrollar su juego.",
        icon: "HeartHandshake",
        colour: "sport",
        dialog: "mentor",
        buttonLabel: "Solicite ser mentor",
      },
    ],
  },
  currentEvents: { heading: "Eventos en curso" },
  crownAccess: {
    heading: "Solo con Crown Access",
    text: "Sesiones exclusivas para miembros, inscripción anticipada a los eventos y el primer vistazo a los nuevos lanzamientos, para las chicas que llevan la corona.",
    action: { label: "Consigue tu acceso", dialog: "crown-access" },
  },
  eventsCalendar: { heading: "Calendario de eventos", undated: "Próximamente" },
  closing: {
    heading: "¿Lista para jugar?",
    text: "Amárrate los tenis. Tu equipo te espera.",
    actions: [{ label: "Únete al equipo", dialog: "age" }],
  },
};

export const sportMeta: Translation<typeof english.sportMeta> = {
  title: "WYP SPORT: su juego, sus reglas | WYP",
  description:
    "El programa deportivo insignia para chicas: desarrollo de destrezas, trabajo en equipo y crecimiento del carácter, dentro y fuera de la cancha.",
};
