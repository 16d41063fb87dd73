// WYP WILDCARD (/es/wildcard): for young people whose passion fits no standard track, in Spanish.
import type * as english from "../wildcard";
import { stats } from "../stats";
import type { Translation } from "../translation";

export const wildcardPage: Translation<typeof english.wildcardPage> = {
  track: "wildcard",
  colour: "wildcard",
  backLink: { label: "Volver al inicio", href: "/" },
  hero: {
    title: "WYP WILDCARD",
    tagline: "de la pasión a la profesión",
    lede: "¿Tu pasión no cabe en una caja? Mejor. Los Wildcards diseñan su propio camino, con apoyo de todas las disciplinas y la flexibilidad para cambiar a medida que crecen.",
  },
  proof: [
    { value: stats.wildcardLane.value, label: "De los Wildcards encuentran su propio espacio" },
    { value: stats.innovators.value, label: "Jóvenes innovadores ya se han sumado" },
    { value: stats.uniquePaths.value, label: "Caminos únicos" },
  ],
  highlightsHeading: "Hecho para Wildcards",
  highlights: [
    {
      title: "Tu propio camino",
      description: "Sin plantillas. Tus metas y tus logros, construidos alrededor de lo que te apasiona.",
      icon: "Route",
    },
    {
      title: "Apoyo de todas las disciplinas",
      description: "Toma prestadas habilidades y mentores del arte, el deporte, la música y los negocios.",
      icon: "Shapes",
    },
    {
      title: "Máxima flexibilidad",
      description: "Tu camino se adapta a la escuela, el trabajo y la vida, y cambia cuando tú cambias.",
      icon: "Shuffle",
    },
  ],
  customPath: {
    heading: "Cómo funciona un camino a tu medida",
    text: "Los Wildcards no eligen de un menú. Crean el menú.",
    steps: [
      "Cuéntanos todo lo que te gusta, incluso lo que parece que no tiene nada que ver entre sí.",
      "Diseña tu camino con un mentor: las metas, los logros y las habilidades que vas a tomar de otras rutas.",
      "Crea tu trabajo y muéstralo en la plataforma de exhibición.",
      "Ajusta a medida que creces. Tu camino puede cambiar cuando tú cambias.",
    ],
  },
  paths: {
    heading: "Elige tu camino",
    text: "Cuatro maneras de hacer realidad tu propio espacio.",
    // The cards of the wildcard sub-pages, in the order of app/content/subpages.ts.
    cards: [
      {
        title: "Grupo de la comunidad",
        description: "Un grupo para jóvenes cuya pasión no cabe en una caja.",
        icon: "Users",
        colour: "wildcard",
        href: "/wildcard/community",
      },
      {
        title: "Diseño de camino propio",
        description: "Diseña un camino en torno a tu pasión, con metas y logros a tu medida.",
        icon: "Route",
        colour: "wildcard",
        href: "/wildcard/custom-path",
      },
      {
        title: "Plataforma de exhibición",
        description: "Muestra tu trabajo a un público real, tenga la forma que tenga.",
        icon: "Star",
        colour: "wildcard",
        href: "/wildcard/showcase",
      },
      {
        title: "Mentorías flexibles",
        description: "Mentores que encajan con tu mezcla de pasiones, en horarios que te funcionan.",
        icon: "HeartHandshake",
        colour: "wildcard",
        href: "/wildcard/mentorships",
      },
    ],
  },
  closing: {
    heading: "Juega tu Wildcard",
    text: "El mundo necesita lo que solo tú puedes hacer. Empieza gratis y diseña tu camino.",
    actions: [
      { label: "Empieza ya", href: "/wypit" },
      { label: "Más información", href: "/how-it-works", context: "sobre cómo funciona THE CORE" },
    ],
  },
};
