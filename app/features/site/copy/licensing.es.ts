// WYP Licensing in Spanish (/es/wyp-licensing): young creators' work on real products, with brands.
import type * as english from "./licensing.en";
import type { Translation } from "~/platform/translation";
import { teenAges } from "~/platform/ages";

const partnerAction: Translation<(typeof english.licensingPage.hero.actions)[0]> = { label: "Colaboremos", dialog: "partnership" };

export const licensingPage: Translation<typeof english.licensingPage> = {
  hero: {
    title: "WYP LICENSING",
    tagline: "TU TRABAJO EN PRODUCTOS REALES",
    lede: "Tus diseños en ropa, accesorios y equipo, hechos con marcas reales. Aprende cómo funcionan las licencias haciéndolo.",
    actions: [partnerAction, { label: "Explora THE CORE", href: "/the-core" }],
  },
  whyItMatters: {
    heading: "Por qué te importa a TI",
    cards: [
      {
        title: "Tu trabajo en la vida real",
        description: "Ve algo que diseñaste en un producto que la gente de verdad compra, se pone y usa.",
        icon: "Shirt",
      },
      {
        title: "Aprende haciendo",
        description: "Encargos, fechas de entrega, revisiones y aprobaciones: así se hace el trabajo creativo de verdad.",
        icon: "PencilRuler",
      },
      {
        title: "Conoce a quienes lo hacen",
        description: "Trabaja junto a diseñadores, equipos de marca y creadores que se ganan la vida con esto.",
        icon: "Handshake",
      },
    ],
  },
  growthTrack: {
    heading: "La ruta de crecimiento",
    cards: [
      {
        title: "Empieza por TI",
        description: "Encuentra tu estilo y desarrolla las destrezas y los hábitos que lo sostienen.",
        icon: "Sprout",
      },
      {
        title: "Mejora cada vez",
        description: "Cada encargo viene con comentarios, así que cada pieza sale mejor que la anterior.",
        icon: "TrendingUp",
      },
      {
        title: "Conoce gente increíble",
        description: "Diseñadores, atletas, artistas y equipos de marca, todos de tu lado.",
        icon: "Users",
      },
      {
        title: "Arma tu portafolio",
        description: "Productos reales y créditos reales que mostrar, no solo «me gusta».",
        icon: "BadgeCheck",
      },
    ],
  },
  yourJourney: {
    heading: "Tu recorrido",
    stepLabel: "Paso {step}",
    steps: [
      {
        title: "Crea en THE CORE",
        description: "Haz tu proyecto principal durante THE CORE, en cualquier ruta.",
        icon: "Sparkles",
      },
      {
        title: "Hazte notar",
        description: "El trabajo sólido y original se les muestra a nuestras marcas aliadas.",
        icon: "Eye",
      },
      {
        title: "Haz trabajo real",
        description: "Asume un encargo real con una marca, con un mentor que te guía.",
        icon: "Briefcase",
      },
      {
        title: "Sigue creciendo",
        description: "Lleva lo que aprendiste a tu próximo proyecto, y al siguiente.",
        icon: "TrendingUp",
      },
    ],
  },
  chooseYourConnection: {
    heading: "Elige tu conexión",
    cards: [
      {
        title: "WYP SPORT",
        description: "El baloncesto y la cultura de los deportes callejeros: diseños para la cancha, la ropa deportiva y el juego.",
        icon: "Crown",
        colour: "sport",
        href: "/sport",
      },
      {
        title: "WYP ART",
        description: "Expresión creativa de artistas jóvenes: obra original para impresiones, ropa y colecciones.",
        icon: "Palette",
        colour: "art",
        href: "/art",
      },
    ],
  },
  howItWorks: {
    heading: "Cómo funciona",
    steps: [
      {
        number: "01",
        title: "Crea cosas increíbles",
        description: "Crea obra original en tu ruta: diseños, arte e ideas que son tuyas.",
      },
      {
        number: "02",
        title: "Conéctate",
        description: "Unimos el trabajo sólido con marcas que buscan voces nuevas.",
      },
      {
        number: "03",
        title: "Aprende haciendo",
        description: "Trabaja en un encargo real con comentarios de la marca y de tu mentor.",
      },
      {
        number: "04",
        title: "Sigue construyendo",
        description: "Suma el producto a tu portafolio y asume el siguiente reto.",
      },
    ],
  },
  whoCanJoin: {
    heading: "¿Quién puede participar?",
    checklist: [
      "Ser parte del programa THE CORE (cualquier ruta)",
      "Tener trabajo para compartir",
      `Tener entre ${teenAges.min} y ${teenAges.max} años`,
      "Recibir comentarios con la mente abierta",
      "Querer ver cómo funciona",
    ],
  },
  nextLevel: {
    heading: "Tu próximo nivel empieza aquí",
    text: "Creadores: postúlense para crear con marcas. Marcas: tráigannos un encargo y conozcan a la próxima generación de talento.",
    actions: [
      { label: "Postúlate para crear con marcas", dialog: "age" },
      // The spec's button does nothing visible; brands are sent to the same inquiry form.
      { label: "Soy una marca", dialog: "partnership" },
    ],
  },
};

export const licensingMeta: Translation<typeof english.licensingMeta> = {
  title: "WYP Licensing: tu trabajo en productos reales | WYP",
  description:
    "Creadores jóvenes de 13 a 19 años ponen sus diseños en productos reales con marcas, y aprenden cómo funcionan las licencias haciéndolo.",
};
