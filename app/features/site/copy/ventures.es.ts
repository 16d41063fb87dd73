// WYP Ventures (/es/wyp-ventures): the incubator and pre-accelerator for THE CORE graduates.
import type * as english from "./ventures.en";
import type { Translation } from "~/platform/translation";
import { entryRequirements, successPathways, ventureBenefits } from "./pathways.es";

export const venturesPage: Translation<typeof english.venturesPage> = {
  hero: {
    title: "WYP VENTURES",
    subtitle: "Incubadora y preaceleradora",
    lede: "Para quienes se gradúan de THE CORE y están listos para convertir lo que construyeron en un negocio.",
    actions: [
      { label: "Postúlate a Ventures", href: "/wypit" },
      { label: "Primero completa THE CORE", href: "/the-core" },
    ],
  },
  turnPassionIntoIncome: {
    heading: "Convierte tu pasión en ingresos",
    paragraphs: [
      "Encontraste tu camino y construiste algo real en THE CORE. Ventures es donde ese proyecto se convierte en un negocio.",
      "Te ayudamos a pulir la idea, a crear una primera versión por la que la gente esté dispuesta a pagar y a llevarla al mercado, con mentores a tu lado en todo el camino.",
    ],
  },
  entryRequirements: {
    heading: "Requisitos de ingreso",
    items: entryRequirements,
  },
  whatYouGet: {
    heading: "Lo que recibes",
    cards: ventureBenefits,
  },
  successPathways: {
    heading: "Caminos al éxito",
    text: "Hasta dónde puede llegar un proyecto de cada ruta.",
    exampleLabel: "Proyecto de ejemplo",
    outcomeLabel: "Resultado posible",
    items: successPathways,
  },
  closing: {
    heading: "¿Todo listo para construir?",
    text: "Primero completa THE CORE. Después, convirtamos tu proyecto en un negocio.",
    actions: [
      { label: "Empieza con WYPitUP!", href: "/wypit" },
      { label: "Conoce THE CORE", href: "/how-it-works" },
    ],
  },
};

export const venturesMeta: Translation<typeof english.venturesMeta> = {
  title: "WYP Ventures: incubadora y preaceleradora | WYP",
  description:
    "Para quienes terminan THE CORE: convierte tu proyecto en un negocio con MVP reales, una red de mentores y un camino hacia tus propios ingresos.",
};
