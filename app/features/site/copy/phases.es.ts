// THE CORE in Spanish: the six phases of the six-week transformation, in order (spec section 4).
import type * as english from "./phases.en";
import type { Translation } from "~/platform/translation";
import { coreProgramme } from "./core-programme.es";

export const phases: Translation<typeof english.phases> = [
  {
    number: "01",
    name: "INITIATE",
    subtitle: "Inicio y definición de identidad",
    goal: "Decide en quién te estás convirtiendo y comprométete con eso.",
    whatHappens: [
      "Recibes tu WYP ID con una tarjeta QR personal.",
      `Eliges tu ruta: ${coreProgramme.trackChoices.join(", ")}.`,
      `Completas una calibración de ${coreProgramme.calibrationDays} días para encontrar tu punto de partida.`,
      "Te ganas tu insignia de inicio.",
    ],
    effect: "Dejas de mirar la vida de los demás en el celular y empiezas a construir la tuya.",
    icon: "QrCode",
  },
  {
    number: "02",
    name: "STRUGGLE",
    subtitle: "Reto y resiliencia",
    goal: "Desarrolla la disciplina para cumplir, incluso cuando cuesta.",
    whatHappens: [
      "Misiones diarias con tiempo limitado para completarlas.",
      "Fichas que ganas por cada misión terminada a tiempo.",
      "Un motivador con inteligencia artificial sigue tu progreso y tu estado de ánimo.",
    ],
    effect: "Lo difícil deja de sentirse como un muro y empieza a sentirse como entrenamiento.",
    icon: "Flame",
  },
  {
    number: "03",
    name: "BUILD",
    subtitle: "Creación y autoría",
    goal: "Haz algo real que sea tuyo.",
    whatHappens: [
      "Creas tu proyecto principal en tu ruta.",
      "Colaboras con otros miembros de tu equipo.",
      "Tú tomas cada decisión, desde la primera idea hasta la pieza terminada.",
    ],
    effect: "Pasas de consumir contenido a crearlo.",
    icon: "Hammer",
  },
  {
    number: "04",
    name: "CONNECT",
    subtitle: "Comentarios y crecimiento",
    goal: "Mejora aprendiendo de gente que ya pasó por eso.",
    whatHappens: ["Sesiones con tu mentor.", "Comentarios de tus compañeros sobre tu proyecto.", "Contactos con gente de tu campo."],
    effect: "Los comentarios se vuelven combustible, y tu círculo se hace más grande y más fuerte.",
    icon: "Users",
  },
  {
    number: "05",
    name: "STAGE",
    subtitle: "Exhibición y reconocimiento",
    goal: "Pon tu trabajo frente a gente real.",
    whatHappens: ["Presentas tu proyecto en una exhibición pública.", "Los mejores participantes ganan premios extra."],
    effect: "Te ven por lo que creaste, no por lo que publicaste.",
    icon: "Trophy",
  },
  {
    number: "06",
    name: "PASS",
    subtitle: "Retribución y liderazgo",
    goal: "Guía al próximo grupo por el camino que acabas de recorrer.",
    whatHappens: ["Diriges una microsesión para un grupo nuevo que empieza THE CORE."],
    effect: "Te conviertes en el apoyo que tú necesitabas, y el movimiento crece a través de ti.",
    icon: "HandHeart",
  },
];
