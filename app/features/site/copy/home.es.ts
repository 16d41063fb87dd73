// Home (/es): hero, wake-up call, programmes, THE CORE panel, join the movement.
import type * as english from "./home.en";
import type { Translation } from "~/platform/translation";
import { coreProgramme } from "./core-programme.es";
import { phases } from "./phases.es";
import { startFree, taglines } from "~/platform/copy/site.es";
import { stats } from "./stats.es";

export const homePage: Translation<typeof english.homePage> = {
  hero: {
    headline: "NO DEJEN QUE EL ALGORITMO CRÍE A SUS HIJOS.",
    line: "Las pantallas van ganando. Nosotros estamos dando la pelea.",
    taglines: [taglines.characterIsCurrency, taglines.realityOverAlgorithm],
    taglinesLabel: "Lo que defendemos",
    actions: [startFree],
  },
  wakeUpCall: {
    eyebrow: "Llamado de atención",
    heading: "La próxima generación está en riesgo",
    statCard: { stat: stats.teenScreenTime, icon: "Smartphone" },
    cards: [
      {
        title: "Lo que estamos perdiendo",
        description:
          "Sueño, concentración, amistades de verdad y la paciencia que hace falta para llegar a ser bueno en algo. Las redes están hechas para que los chicos sigan mirando, no para que crezcan.",
        icon: "TriangleExclamationPoint",
      },
      {
        title: "El futuro es ahora",
        description:
          "Los hábitos que se forman en la adolescencia se quedan. Cada hora que se le quita a las redes y se le da a una pasión real, a un equipo real o a un mentor real define quiénes llegan a ser.",
        icon: "Sunrise",
      },
    ],
  },
  programs: {
    heading: "Elige tu programa",
    text: "Escoge el camino que te saca de las redes y te lleva hacia tu futuro.",
    featured: ["sport", "art"],
  },
  corePanel: {
    heading: "The Core™: mejora tu sistema operativo",
    text: `Todas las rutas de WYP funcionan con THE CORE: ${coreProgramme.steps} pasos en ${coreProgramme.weeks} semanas que cambian tu forma de dar la cara y de cumplir. Disciplina, resiliencia y logros que puedes demostrar, no «me gusta».`,
    steps: phases.map((phase) => phase.name),
    stepsLabel: "Las seis fases",
    action: { label: "Conoce The Core™", href: "/the-core" },
  },
  joinTheMovement: {
    heading: "Únete al movimiento",
    blocks: [
      {
        audience: "Para jóvenes",
        text: "Suelta el celular y busca algo real. Encuentra tu pasión, tu equipo y tu gente.",
        action: { label: "Únete a la resistencia", dialog: "age" },
      },
      {
        audience: "Para mentores",
        text: "Usted salió adelante. Ayude a la próxima generación a lograrlo más rápido. Comparta su talento, su historia y una hora de su tiempo.",
        action: { label: "Sea mentor o mentora", dialog: "mentor" },
      },
    ],
  },
};

export const homeMeta: Translation<typeof english.homeMeta> = {
  title: "WYP | What's Your Passion: no dejen que el algoritmo críe a sus hijos",
  description:
    "Un movimiento juvenil en Harlem, el Bronx y Brooklyn. Pasiones reales, mentores reales, comunidad real. El carácter = tu moneda. La realidad > el algoritmo.",
};
