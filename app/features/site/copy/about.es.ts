// About (/es/about): who WYP is, why it exists and what drives it.
import type * as english from "./about.en";
import type { Translation } from "~/platform/translation";
import { founderStory, mission, site, taglines } from "~/platform/copy/site.es";

export const aboutPage: Translation<typeof english.aboutPage> = {
  hero: {
    heading: "Sobre WYP",
    lede: `${site.longName} es un movimiento que une medios, incubadora y estilo de vida para jóvenes de Harlem, el Bronx y Brooklyn.`,
  },
  whatsYourPassion: {
    heading: "What's Your Passion",
    paragraphs: [
      "Es nuestro nombre («¿Cuál es tu pasión?») y es la pregunta que le hacemos a cada joven que conocemos. A muy pocos se la hacen alguna vez, y demasiados pasan sus días dándole su atención a un algoritmo en lugar de responderla.",
      "Contamos historias que ponen a los jóvenes en el centro (medios), los ayudamos a construir proyectos y negocios reales (incubadora) y creamos una cultura donde darlo todo por tu pasión es lo que está de moda (estilo de vida).",
    ],
  },
  purpose: {
    heading: "Nuestro propósito",
    paragraphs: [
      "Inspirar, capacitar y empoderar a los jóvenes para que cambien la dependencia de las pantallas por pasión real, habilidades reales y una comunidad real.",
      `${taglines.characterIsCurrency}. ${taglines.realityOverAlgorithm}.`,
    ],
  },
  mission: {
    heading: "Nuestra misión",
    statement: mission.statement,
    paragraphs: [
      "Demasiados jóvenes se sienten estancados, solos o sin rumbo. La pasión, la gente y el propósito les hacen frente a todo eso, por eso ponemos los tres en todo lo que hacemos.",
    ],
  },
  formula: {
    heading: "La fórmula",
    text: mission.formula.text,
    terms: [
      { term: "pasión", meaning: "Lo que te encanta hacer, aunque nadie te esté mirando." },
      { term: "propósito", meaning: "Lo que esa pasión hace por la gente que te rodea." },
      { term: "paz", meaning: "Lo que sientes cuando las dos cosas se alinean." },
    ],
  },
  founder: {
    heading: "Sobre el fundador",
    paragraphs: [
      `Todo empezó en ${founderStory.origin}. Frente a un salón lleno de estudiantes, nuestro fundador vio lo poco que se les pregunta a los jóvenes qué es lo que de verdad les encanta, y lo rápido que se les iluminan los ojos cuando alguien lo hace.`,
      `WYP nació en ${founderStory.founded} para seguir haciendo esa pregunta y para asegurarse de que cada joven que la responda tenga los mentores, la comunidad y el escenario para hacer realidad su respuesta.`,
    ],
  },
  whatDrivesUs: {
    heading: "Lo que nos mueve",
    cards: [
      {
        title: "Inspirar",
        description: "Mostrarles a los jóvenes lo que es posible con historias, modelos a seguir y compañeros que se parecen a ellos.",
        icon: "Lightbulb",
      },
      {
        title: "Capacitar",
        description: "Darles las herramientas: mentores, estudios, canchas, cursos y un sistema que construye disciplina todos los días.",
        icon: "Wrench",
      },
      {
        title: "Empoderar",
        description: "Ponerlos en escenarios reales, frente a marcas reales, como verdaderos dueños de lo que crean.",
        icon: "Rocket",
      },
    ],
  },
};

export const aboutMeta: Translation<typeof english.aboutMeta> = {
  title: "Sobre WYP | What's Your Passion",
  description:
    "WYP es un movimiento que une medios, incubadora y estilo de vida fundado en 2018 para inspirar, capacitar y empoderar a los jóvenes. Pasión + propósito = paz.",
};
