// WYP Ventures (/es/wyp-ventures): the incubator and pre-accelerator for THE CORE graduates.
import type * as english from "../ventures";
import { coreProgramme } from "../phases";
import type { Translation } from "../translation";

export const venturesPage: Translation<typeof english.venturesPage> = {
  hero: {
    title: "WYP VENTURES",
    subtitle: "Incubadora y preaceleradora",
    lede: "Para quienes se gradúan de THE CORE y están listos para convertir lo que construyeron en un negocio.",
    actions: [
      { label: "Aplica a Ventures", href: "/wypit" },
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
    items: [
      {
        title: "Completa THE CORE",
        description: `Termina las ${coreProgramme.steps} fases, de INITIATE a PASS.`,
      },
      {
        title: "Ten un proyecto viable o un MVP",
        description: "Trae algo real: un producto, un servicio, un conjunto de obras o una primera versión que la gente pueda probar.",
      },
      {
        title: "Demuestra una mentalidad de crecimiento",
        description: "Acepta los comentarios, sigue mejorando y no te rindas cuando se pone difícil.",
      },
    ],
  },
  whatYouGet: {
    heading: "Lo que recibes",
    cards: [
      {
        title: "MVP reales",
        description: "Convierte tu proyecto en un producto mínimo viable (MVP) que clientes reales puedan usar, comprar o reservar.",
        icon: "Package",
      },
      {
        title: "Red de mentores",
        description: "Fundadores, creativos y gente que dirige negocios, que te abren puertas y te dicen la verdad sobre tu idea.",
        icon: "Network",
      },
      {
        title: "Listo para el mercado",
        description: "Ponerle precio, crear tu marca, presentar tu idea y vender: las habilidades que llevan un proyecto al mercado.",
        icon: "Store",
      },
      {
        title: "Potencial de ingresos",
        description: "Construye algo que te pueda generar dinero y aprende a hacerlo seguir creciendo.",
        icon: "HandCoins",
      },
    ],
  },
  successPathways: {
    heading: "Rutas al éxito",
    text: "Hasta dónde puede llegar un proyecto de cada ruta.",
    exampleLabel: "Proyecto de ejemplo",
    outcomeLabel: "Resultado posible",
    items: [
      {
        track: "art",
        icon: "Palette",
        example: "Un lanzamiento de edición limitada de láminas y ropa con tus diseños originales",
        outcome: "Primeras ventas, una lista de clientes y un portafolio que las marcas toman en serio",
      },
      {
        track: "sport",
        icon: "Crown",
        example: "Una clínica de habilidades de fin de semana para jugadores más jóvenes de tu barrio",
        outcome: "Sesiones de entrenamiento pagadas y un patrocinador local",
      },
      {
        track: "music",
        icon: "EighthNotes",
        example: "Un EP con un plan de lanzamiento y un concierto de estreno en vivo",
        outcome: "Ingresos por reproducciones en plataformas, presentaciones contratadas y cada vez más fans",
      },
      {
        track: "entrepreneur",
        icon: "Rocket",
        example: "Un producto mínimo viable probado y vendido en mercados temporales",
        outcome: "Primeros ingresos y una presentación más sólida para la próxima ronda de financiamiento",
      },
      {
        track: "wildcard",
        icon: "Shuffle",
        example: "Un negocio construido alrededor de tu propia mezcla de pasiones",
        outcome: "Una profesión que no existía hasta que tú la creaste",
      },
    ],
  },
  closing: {
    heading: "¿Listo para construir?",
    text: "Primero completa THE CORE. Después, convirtamos tu proyecto en un negocio.",
    actions: [
      { label: "Empieza con WYPitUP!", href: "/wypit" },
      { label: "Conoce THE CORE", href: "/how-it-works" },
    ],
  },
};
