// The five tracks of /es/tracks, the four track choices of THE CORE, and the /es/tracks page copy, in Spanish.
import { coreProgramme } from "./core-programme.en";
import type * as english from "./tracks.en";
import type { Translation } from "~/platform/translation";
import { programById } from "./programs.es";
import { tracksPageStats } from "./stats.es";

export const tracks: Translation<typeof english.tracks> = [
  {
    id: "art",
    name: "WYP ART",
    subtitle: programById("art").subtitle,
    description:
      "Dibujo, pintura, diseño, arte digital: crea obras que te llenen de orgullo, aprende de artistas que viven de su arte y haz que se vean en la galería y más allá.",
    path: "/art",
    colour: "art",
    tagline: "Diséñalo. Lánzalo. Exhíbelo.",
    icon: "Palette",
  },
  {
    id: "sport",
    name: "WYP SPORT",
    subtitle: programById("sport").subtitle,
    description:
      "Nuestro programa insignia para chicas. Afina tus habilidades, juega en un equipo que te respalda y conviértete en una líder a la que la gente escucha.",
    path: "/sport",
    colour: "sport",
    tagline: programById("sport").tagline,
    icon: "Crown",
  },
  {
    id: "music",
    name: "WYP MUSIC",
    subtitle: programById("music").subtitle,
    description: "Entra a un estudio de verdad, aprende producción con gente que vive de esto y lleva tu sonido a un escenario en vivo.",
    path: "/music",
    colour: "music",
    tagline: programById("music").tagline,
    icon: "EighthNotes",
  },
  {
    id: "entrepreneur",
    name: "WYP ENTREPRENEUR",
    subtitle: programById("entrepreneur").subtitle,
    description:
      "Convierte una idea en un MVP, preséntala ante mentores para ganar microsubvenciones y aprende a generar tus primeros ingresos de verdad.",
    path: "/biz",
    colour: "biz",
    tagline: programById("entrepreneur").tagline,
    icon: "Rocket",
  },
  {
    id: "wildcard",
    name: "WYP WILDCARD",
    subtitle: programById("wildcard").subtitle,
    description:
      "¿Tu pasión no cabe en una caja? Qué bueno. Diseña un camino a tu medida con mentores de todas las disciplinas y toda la flexibilidad que necesitas.",
    path: "/wildcard",
    colour: "wildcard",
    tagline: programById("wildcard").tagline,
    icon: "Shuffle",
  },
];

export const trackById: Translation<typeof english.trackById> = (id) => {
  const track = tracks.find((t) => t.id === id);
  if (!track) throw new Error(`Unknown track: ${id}`);
  return track;
};

/** The four tracks a participant can lock in at INITIATE (THE CORE names only these four). */
export const coreTrackChoices: Translation<typeof english.coreTrackChoices> = [
  { label: "Arte", href: "/art", colour: "art" },
  { label: "Deporte", href: "/sport", colour: "sport" },
  { label: "Música", href: "/music", colour: "music" },
  { label: "Emprendimiento", href: "/biz", colour: "biz" },
];

export const tracksPage: Translation<typeof english.tracksPage> = {
  hero: {
    title: "ELIGE TU RUTA",
    lede: "Un solo movimiento, muchos caminos. Cada ruta funciona con THE CORE, así que elijas la que elijas, desarrollas el mismo carácter y la misma disciplina, y logras resultados que lo demuestran.",
    coreLink: { label: "¿Recién llegas? Empieza con THE CORE", href: "/the-core" },
  },
  stats: tracksPageStats,
  /** Heading of the card list, for screen readers (the cards' own titles are h3). */
  cardsHeading: "Las cinco rutas",
  exploreLabel: "Explora {track}",
  closing: {
    heading: "¿Todavía no te decides?",
    text: `Cada ruta empieza con THE CORE: ${coreProgramme.weeks} semanas que forman los hábitos detrás de cualquier pasión. Mira cómo funciona y luego elige la ruta que más te llame.`,
    actions: [{ label: "Explora THE CORE", href: "/the-core" }],
  },
};
