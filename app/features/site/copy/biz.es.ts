// WYP ENTREPRENEUR (/es/biz), in Spanish.
import type * as english from "./biz.en";
import type { Translation } from "~/platform/translation";
import { programById } from "./programs.es";
import { stats } from "./stats.es";
import { bizSubpageCards } from "./biz-subpage-cards.es";
import { trackById } from "./tracks.es";

const track = trackById("entrepreneur");

export const bizPage: Translation<typeof english.bizPage> = {
  track: "entrepreneur",
  colour: "biz",
  backLink: { label: "Volver al inicio", href: "/" },
  hero: {
    title: track.name,
    tagline: programById("entrepreneur").tagline,
    lede: "Lleva tu idea de la libreta a un MVP (producto mínimo viable) que funcione, con mentores que han creado negocios y microsubvenciones para arrancar.",
  },
  proof: [stats.youthRevenue, stats.bizRevenue],
  highlightsHeading: "Hecho para emprendedores",
  highlights: [
    {
      title: "De la idea al MVP",
      description: "Pon a prueba tu idea, crea una primera versión y preséntasela a clientes reales.",
      icon: "Lightbulb",
    },
    {
      title: "Micro\u00adsubven\u00adciones",
      description: "Presenta tu idea en el Mini Shark Tank y gana fondos para construir lo que propusiste.",
      icon: "HandCoins",
    },
    {
      title: "Mentoría de verdad",
      description: "Fundadores y gente que dirige negocios te dicen la verdad y te ayudan a actuar en consecuencia.",
      icon: "Handshake",
    },
  ],
  paths: {
    heading: "Elige tu camino",
    text: "Cinco maneras de construir. Elige una para empezar; los mejores emprendedores terminan usándolas todas.",
    cards: bizSubpageCards,
  },
  closing: {
    heading: "Únete a la nueva generación de fundadores",
    text: "Jóvenes de Harlem, el Bronx y Brooklyn ya están construyendo. Tu idea podría ser la próxima.",
    actions: [
      { label: "Empieza ya", href: "/wypit" },
      { label: "Más información", href: "/how-it-works", context: "sobre cómo funciona THE CORE" },
    ],
  },
};
