// WYP Ventures in Spanish: who can enter, what they get, and where each track can lead.
import type * as english from "./pathways.en";
import { coreProgramme } from "./core-programme.en";
import type { Translation } from "~/platform/translation";

export const entryRequirements: Translation<typeof english.entryRequirements> = [
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
    description: "Acepta los comentarios, mejora cada día y da la cara aunque se ponga difícil.",
  },
];

export const ventureBenefits: Translation<typeof english.ventureBenefits> = [
  {
    title: "MVP reales",
    description: "Convierte tu proyecto en un producto mínimo viable (MVP) que clientes reales puedan usar, comprar o reservar.",
    icon: "Package",
  },
  {
    title: "Red de mentores",
    description: "Fundadores, creativos y gente que maneja negocios, que te abren puertas y te dicen la verdad sobre tu idea.",
    icon: "Network",
  },
  {
    title: "Preparación para el mercado",
    description: "Precios, marca, presentaciones y ventas: las habilidades que llevan un proyecto al mercado.",
    icon: "Store",
  },
  {
    title: "Potencial de ingresos",
    description: "Crea algo que te pueda generar dinero y aprende a hacerlo crecer.",
    icon: "HandCoins",
  },
];

export const successPathways: Translation<typeof english.successPathways> = [
  {
    track: "art",
    icon: "Palette",
    example: "Un lanzamiento de edición limitada de láminas y ropa con tus diseños originales",
    outcome: "Primeras ventas, una lista de clientes y un portafolio que las marcas toman en serio",
  },
  {
    track: "sport",
    icon: "Crown",
    example: "Una clínica de habilidades de fin de semana para jugadoras y jugadores más jóvenes de tu barrio",
    outcome: "Sesiones de entrenamiento pagadas y un patrocinador local",
  },
  {
    track: "music",
    icon: "EighthNotes",
    example: "Un EP con un plan de lanzamiento y un show de estreno en vivo",
    outcome: "Ingresos por streaming, presentaciones contratadas y una base de fans que crece",
  },
  {
    track: "entrepreneur",
    icon: "Rocket",
    example: "Un MVP de tu producto, probado y vendido en mercados pop-up",
    outcome: "Primeros ingresos y una presentación más sólida para la próxima ronda de financiamiento",
  },
  {
    track: "wildcard",
    icon: "Shuffle",
    example: "Un negocio construido alrededor de tu propia mezcla de pasiones",
    outcome: "Una profesión que no existía hasta que tú la creaste",
  },
];
