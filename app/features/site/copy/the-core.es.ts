// THE CORE landing in Spanish (/es/the-core): the promise, what it is, tracks, why it hits different.
import type * as english from "./the-core.en";
import type { Translation } from "~/platform/translation";
import { coreProgramme } from "./core-programme.es";
import { coreStats } from "./stats.es";
import { trackById } from "./tracks.es";

const sport = trackById("sport");
const art = trackById("art");

const registerAction: Translation<typeof english.theCorePage.hero.action> = { label: "Regístrate aquí", dialog: "age" };

export const theCorePage: Translation<typeof english.theCorePage> = {
  hero: {
    title: "THE CORE: sistema de transformación",
    /** The title as the hero sets it, on two lines. */
    titleLines: ["THE CORE", "Sistema de transformación"],
    promise: `${coreProgramme.steps} pasos. ${coreProgramme.weeks} semanas. Encuentra tu camino, crea una disciplina que dure y demuéstralo frente a la gente que importa.`,
    stats: coreStats,
    action: registerAction,
  },
  whatIsIt: {
    heading: "¿Qué es?",
    paragraphs: [
      `THE CORE es el sistema de mentalidad de WYP: un recorrido de ${coreProgramme.steps} pasos en ${coreProgramme.weeks} semanas sobre el que funciona cada ruta. Empieza con una calibración de ${coreProgramme.calibrationDays} días y luego siguen misiones diarias que crean el hábito de cumplir.`,
      "Haces un proyecto real, recibes comentarios de mentores y compañeros, lo muestras en público y terminas enseñándole al próximo grupo. El algoritmo quiere tu atención. THE CORE te la devuelve.",
    ],
    learnMore: { label: `Mira las ${coreProgramme.steps} fases`, href: "/how-it-works" },
  },
  chooseYourTrack: {
    heading: "Elige tu ruta",
    text: "Empieza en nuestras dos rutas insignia, o escoge música o emprendimiento cuando definas tu ID.",
    cards: [
      {
        title: sport.name,
        description: sport.description,
        icon: sport.icon,
        colour: sport.colour,
        href: "/sport",
        buttonLabel: "Explora WYP SPORT",
      },
      {
        title: art.name,
        description: art.description,
        icon: art.icon,
        colour: art.colour,
        href: "/art",
        buttonLabel: "Explora WYP ART",
      },
    ],
  },
  hitsDifferent: {
    heading: "Esto es otro nivel.",
    cards: [
      {
        title: "Encuentra lo tuyo",
        description: "Calibra, prueba y define la ruta que va con quien eres, no con quien las redes dicen que deberías ser.",
        icon: "Compass",
      },
      {
        title: "Suma logros cada día",
        description: "Misiones diarias cortas contra el reloj, fichas por terminar a tiempo y un progreso que de verdad puedes ver.",
        icon: "Zap",
      },
      {
        title: "Equipo + sabiduría",
        description: "Crea junto a compañeros que te entienden y aprende de mentores que ya lo lograron.",
        icon: "Users",
      },
      {
        title: "Que te vean",
        description: "Muestra tu trabajo en un escenario real y recibe reconocimiento por lo que creaste, no por lo que publicaste.",
        icon: "Star",
      },
    ],
  },
  whyWypMatters: {
    heading: "Por qué WYP importa",
    cards: [
      {
        title: "Educación alternativa",
        description:
          "Destrezas que se aprenden haciendo: mentores en lugar de charlas, proyectos en lugar de exámenes, resultados reales en lugar de notas.",
        icon: "GraduationCap",
      },
      {
        title: "Movimiento cultural",
        description:
          "Nacido en Harlem, el Bronx y Brooklyn. Una generación que decide que el carácter es la moneda y que la realidad le gana al algoritmo.",
        icon: "Megaphone",
      },
      {
        title: "Producto digital + comunidad",
        description:
          "Tu ID, tus misiones, tus fichas y tu progreso en un solo sistema, con el respaldo de una comunidad real que se reúne en persona.",
        icon: "Smartphone",
      },
    ],
  },
  closing: {
    heading: "Tu próximo nivel empieza ahora",
    text: "Empezar es gratis. Dinos tu edad y te llevamos al lugar indicado para unirte.",
    actions: [registerAction],
  },
};

export const testimonialControls: Translation<typeof english.testimonialControls> = {
  pause: "Pausar los testimonios",
  play: "Reproducir los testimonios",
  previous: "Testimonio anterior",
  next: "Testimonio siguiente",
  position: (place, count) => `${place} de ${count}`,
  role: (age, borough) => `${age} años, ${borough}`,
};

// Written for the design, in the voice of the movement's teens. Before launch, replace them
// with real participants' words, used with their consent (and a parent's, for minors).
export const testimonials: Translation<typeof english.testimonials> = [
  {
    name: "Aaliyah R.",
    age: 15,
    borough: "Harlem",
    quote:
      "Antes me quedaba en el celular hasta las 2 de la mañana. Ahora me levanto temprano para terminar mi misión antes de la escuela. Mi mamá se dio cuenta antes que yo.",
  },
  {
    name: "Marcus T.",
    age: 16,
    borough: "el Bronx",
    quote:
      "La segunda semana casi acaba conmigo, no voy a mentir. Pero seguí ganando mis fichas a tiempo y me di cuenta de que sí puedo hacer cosas difíciles.",
  },
  {
    name: "Sofia P.",
    age: 14,
    borough: "Brooklyn",
    quote:
      "No pensaba que a nadie le importaran mis bocetos. En la exhibición la gente me hacía preguntas sobre mi obra. O sea, preguntas de verdad.",
  },
  {
    name: "Deja W.",
    age: 17,
    borough: "el Bronx",
    quote: "Ahora soy yo la que dirige la microsesión para el grupo nuevo. Medio loco. Y me da mucho orgullo.",
  },
];

export const theCoreMeta: Translation<typeof english.theCoreMeta> = {
  title: "THE CORE: sistema de transformación | WYP",
  description:
    "Seis pasos, seis semanas. THE CORE es el sistema de mentalidad de WYP: encuentra tu camino, suma logros cada día, crea con tu equipo y haz que te vean.",
};
