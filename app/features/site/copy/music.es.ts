// WYP MUSIC (/es/music), in Spanish.
import type * as english from "./music.en";
import type { Translation } from "~/platform/translation";
import { programById } from "./programs.es";
import { stats } from "./stats.es";
import { musicSubpageCards } from "./music-subpage-cards.es";
import { trackById } from "./tracks.es";

const track = trackById("music");

export const musicPage: Translation<typeof english.musicPage> = {
  track: "music",
  colour: "music",
  backLink: { label: "Volver al inicio", href: "/" },
  hero: {
    title: track.name,
    tagline: programById("music").tagline,
    lede: "Acceso a un estudio, formación en producción y escenarios de verdad para jóvenes artistas y productores de Harlem, el Bronx y Brooklyn.",
  },
  proof: [stats.streams, stats.musicFirstYearStreams],
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
    cards: musicSubpageCards,
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
