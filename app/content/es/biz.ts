// WYP ENTREPRENEUR (/es/biz), in Spanish.
import type * as english from "../biz";
import { stats } from "../stats";
import type { Translation } from "../translation";

export const bizPage: Translation<typeof english.bizPage> = {
  track: "entrepreneur",
  colour: "biz",
  backLink: { label: "Volver al inicio", href: "/" },
  hero: {
    title: "WYP ENTREPRENEUR",
    tagline: "Constrúyelo. Preséntalo.",
    lede: "Lleva tu idea de la libreta a un MVP (producto mínimo viable) que funcione, con mentores que han creado negocios y microbecas para arrancar.",
  },
  proof: [
    { value: stats.youthRevenue.value, label: "Ingresos generados por jóvenes" },
    { value: stats.bizRevenue.value, label: "Generan $1K+ en ingresos en 8 meses o menos" },
  ],
  highlightsHeading: "Hecho para emprendedores",
  highlights: [
    {
      title: "De la idea al MVP",
      description: "Pon a prueba tu idea, crea una primera versión y preséntasela a clientes reales.",
      icon: "Lightbulb",
    },
    {
      title: "Microbecas disponibles",
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
    // The cards of the entrepreneurship sub-pages, in the order of app/content/subpages.ts.
    cards: [
      {
        title: "Grupo de la comunidad",
        description: "Jóvenes emprendedores que construyen lado a lado y se ayudan a cumplir lo que se proponen.",
        icon: "Users",
        colour: "biz",
        href: "/biz/community",
      },
      {
        title: "Mini Shark Tank",
        description: "Presenta tu idea ante mentores y gana microbecas para construir tu MVP.",
        icon: "Presentation",
        colour: "biz",
        href: "/biz/shark-tank",
      },
      {
        title: "Eventos en vivo",
        description: "Talleres, ventas pop-up y noches de presentaciones para aprender, vender y conocer gente.",
        icon: "CalendarDays",
        colour: "biz",
        href: "/biz/events",
      },
      {
        title: "Mentorías",
        description: "Trabaja uno a uno con alguien que ya fundó lo que tú estás tratando de construir.",
        icon: "HeartHandshake",
        colour: "biz",
        href: "/biz/mentorships",
      },
      {
        title: "Cursos",
        description: "De la idea a la primera venta: validar, construir, poner precio y presentar.",
        icon: "BookOpen",
        colour: "biz",
        href: "/biz/courses",
      },
    ],
  },
  closing: {
    heading: "Únete a la próxima generación de emprendedores",
    text: "Jóvenes de Harlem, el Bronx y Brooklyn ya están construyendo. Tu idea podría ser la próxima.",
    actions: [
      { label: "Empieza ya", href: "/wypit" },
      { label: "Más información", href: "/how-it-works", context: "sobre cómo funciona THE CORE" },
    ],
  },
};
