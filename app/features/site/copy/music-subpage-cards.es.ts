// The WYP MUSIC sub-pages as /es/music shows them, in Spanish.
import type * as english from "./music-subpage-cards.en";
import type { Translation } from "~/platform/translation";

export const musicSubpageCards: Translation<typeof english.musicSubpageCards> = [
  {
    slug: "community",
    href: "/music/community",
    colour: "music",
    icon: "Users",
    title: "Grupo comunitario",
    description: "Comparte trabajos en progreso, encuentra con quién colaborar y recibe comentarios honestos.",
  },
  {
    slug: "studio",
    href: "/music/studio",
    colour: "music",
    icon: "Mic",
    title: "Sesiones de estudio",
    description: "Graba en un estudio profesional y aprende a terminar tus temas.",
  },
  {
    slug: "mentorships",
    href: "/music/mentorships",
    colour: "music",
    icon: "HeartHandshake",
    title: "Mentorías",
    description: "Conéctate con un mentor que vive de la música y recibe orientación uno a uno.",
  },
  {
    slug: "courses",
    href: "/music/courses",
    colour: "music",
    icon: "BookOpen",
    title: "Cursos",
    description: "Cursos cortos y prácticos de producción, composición y el negocio de la música.",
  },
];
