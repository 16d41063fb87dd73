// The five programmes in Spanish, as shown on the home page's "Choose Your Program" and wherever a programme is summarised.
import type * as english from "./programs.en";
import type { Translation } from "~/platform/translation";
import { stats } from "./stats.es";

export const programs: Translation<typeof english.programs> = [
  {
    id: "sport",
    title: "QueenMe",
    shownAs: "WYPsport",
    subtitle: "Deporte y liderazgo para chicas",
    description:
      "Nuestro programa insignia para chicas: habilidades reales, un equipo de verdad y la confianza para liderar, dentro y fuera de la cancha.",
    cta: "Entra al juego",
    tagline: "su juego, sus reglas",
    colour: "sport",
    motif: "crown",
    icon: "Crown",
    link: "/sport",
    proof: stats.activeAthletes,
    story:
      "Baloncesto, deportes de calle y el equipo que viene con ellos. Las chicas practican con entrenadoras y entrenadores que creen en ellas, compiten junto a compañeras que las empujan a dar más y salen con una voz tan fuerte como su juego.",
  },
  {
    id: "art",
    title: "Gallery",
    shownAs: "WYPart",
    subtitle: "Artes visuales y diseño",
    description:
      "Concursos, clases magistrales, una galería pública y una comunidad de jóvenes artistas que crean, comparten y crecen juntos.",
    cta: "Entra a la galería",
    tagline: "Pasión en color",
    colour: "art",
    motif: "paint splatter",
    icon: "Palette",
    link: "/art",
    proof: stats.activeArtists,
    story:
      "Cuaderno de bocetos, lata de spray o tableta: uses lo que uses para crear, tráelo. Los jóvenes artistas participan en concursos, aprenden de artistas que viven de su arte y ven sus obras en la pared de una galería donde gente de verdad se detiene a mirar.",
  },
  {
    id: "music",
    title: "MUSIC",
    shownAs: "MUSIC",
    subtitle: "Producción, escenario y sonido",
    description:
      "Acceso a estudio, formación en producción y escenarios en vivo para jóvenes artistas y productores que van en serio con su sonido.",
    cta: "Empieza a hacer música",
    tagline: "Crea temas. Abre caminos.",
    colour: "music",
    motif: "sound wave",
    icon: "EighthNotes",
    link: "/music",
    proof: stats.musicFirstYearStreams,
    story:
      "Hacer beats en el celular es un comienzo. Aquí aprendes a grabar, mezclar y terminar un tema en un estudio de verdad, y luego a presentarlo ante un público de verdad, con mentores que ya lo han hecho y te enseñan cómo.",
  },
  {
    id: "entrepreneur",
    title: "ENTREPRENEUR",
    shownAs: "ENTREPRENEUR",
    subtitle: "Negocios e innovación",
    description: "Lleva una idea a un MVP que funcione, con mentores, microsubvenciones y un Mini Shark Tank donde presentarla.",
    cta: "Empieza a construir",
    tagline: "Créalo. Preséntalo.",
    colour: "biz",
    motif: "rising graph",
    icon: "Rocket",
    link: "/biz",
    proof: stats.bizRevenue,
    story:
      "¿Tienes un negocio por tu cuenta, una idea de producto o un problema que no te puedes sacar de la cabeza? Los jóvenes fundadores lo prueban, lo construyen, le ponen precio y lo presentan, y aprenden lo que hace falta para ganar su primer dinero de verdad.",
  },
  {
    id: "wildcard",
    title: "WILDCARD",
    shownAs: "WILDCARD",
    subtitle: "Tu propio camino",
    description: "Para jóvenes cuya pasión no cabe en una ruta estándar: diseña tu propio camino con el apoyo de todas las disciplinas.",
    cta: "Diseña tu camino",
    tagline: "de la pasión a la profesión",
    colour: "wildcard",
    motif: "wild card",
    icon: "Shuffle",
    link: "/wildcard",
    proof: stats.wildcardLane,
    story:
      "¿Moda y programación? ¿Cocina y cine? ¿Videojuegos y activismo? Si tu pasión no cabe en una caja, no necesitas una. Los Wildcards construyen un camino a su medida con mentores que se adaptan a lo que hacen.",
  },
];

export const programById: Translation<typeof english.programById> = (id) => {
  const program = programs.find((p) => p.id === id);
  if (!program) throw new Error(`Unknown program: ${id}`);
  return program;
};
