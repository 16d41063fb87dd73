// WYP WILDCARD (/es/wildcard): for young people whose passion fits no standard track, in Spanish.
import type * as english from "./wildcard.en";
import type { Translation } from "~/platform/translation";
import { programById } from "./programs.es";
import { stats } from "./stats.es";
import { wildcardSubpageCards } from "./wildcard-subpage-cards.es";
import { trackById } from "./tracks.es";

const track = trackById("wildcard");

export const wildcardPage: Translation<typeof english.wildcardPage> = {
  track: "wildcard",
  colour: "wildcard",
  backLink: { label: "Volver al inicio", href: "/" },
  hero: {
    title: track.name,
    tagline: programById("wildcard").tagline,
    lede: "¿Tu pasión no cabe en una caja? Mejor. Los Wildcards diseñan su propio camino, con apoyo de todas las disciplinas y la flexibilidad para cambiar a medida que crecen.",
  },
  proof: [stats.wildcardLane, stats.innovators, stats.uniquePaths],
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
    text: "Cuatro maneras de abrirte tu propio camino.",
    cards: wildcardSubpageCards,
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
