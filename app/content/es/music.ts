// WYP MUSIC (/es/music), in Spanish.
import type * as english from "../music";
import { stats } from "../stats";
import type { Translation } from "../translation";

export const musicPage: Translation<typeof english.musicPage> = {
  track: "music",
  colour: "music",
  backLink: { label: "Volver al inicio", href: "/" },
  hero: {
    title: "WYP MUSIC",
    tagline: "Haz tus temas. Haz tu jugada.",
    lede: "Acceso a un estudio, formación en producción y escenarios de verdad para jóvenes artistas y productores de Harlem, el Bronx y Brooklyn.",
  },
  proof: [
    { value: stats.streams.value, label: "Reproducciones" },
    { value: stats.musicFirstYearStreams.value, label: "Reproducciones en promedio durante el primer año" },
  ],
  highlightsHeading: "Hecho para tu sonido",
  highlights: [
    {
      title: "Acceso a un estudio profesional",
      description: "Graba en un estudio de verdad, con equipo de verdad y con gente que te enseña a usarlo.",
      icon: "Mic",
    },
    {
      title: "Formación en producción",
      description: "Creación de beats, grabación, mezcla y masterización, paso a paso y con tus propios temas.",
      icon: "Headphones",
    },
    {
      title: "Escenarios para tu música",
      description: "Lleva tu música en vivo a presentaciones y eventos de la comunidad, frente a un público de verdad.",
      icon: "AudioLines",
    },
  ],
  paths: {
    heading: "Elige tu camino",
    text: "Cuatro maneras de entrar. Empieza con una y suma las demás a medida que creces.",
    // The cards of the music sub-pages, in the order of app/content/subpages.ts.
    cards: [
      {
        title: "Grupo de la comunidad",
        description: "Comparte tus trabajos en proceso, encuentra con quién colaborar y recibe comentarios sinceros.",
        icon: "Users",
        colour: "music",
        href: "/music/community",
      },
      {
        title: "Sesiones de estudio",
        description: "Graba en un estudio profesional y aprende a terminar tus temas.",
        icon: "Mic",
        colour: "music",
        href: "/music/studio",
      },
      {
        title: "Mentorías",
        description: "Te conectamos con un mentor que vive de la música para que te guíe uno a uno.",
        icon: "HeartHandshake",
        colour: "music",
        href: "/music/mentorships",
      },
      {
        title: "Cursos",
        description: "Cursos cortos y prácticos de producción, composición y el negocio de la música.",
        icon: "BookOpen",
        colour: "music",
        href: "/music/courses",
      },
    ],
  },
  closing: {
    heading: "¿Te animas a crear?",
    text: "Tu sonido merece más que la bocina de un celular. Empieza gratis y da tu primer paso.",
    actions: [
      { label: "Empieza ya", href: "/wypit" },
      { label: "Más información", href: "/how-it-works", context: "sobre cómo funciona THE CORE" },
    ],
  },
};
