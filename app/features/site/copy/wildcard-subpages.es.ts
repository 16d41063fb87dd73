// The WYP WILDCARD sub-pages (/es/wildcard/*) beyond their cards, in Spanish.
import type * as english from "./wildcard-subpages.en";
import type { Translation } from "~/platform/translation";

export const wildcardSubpages: Translation<typeof english.wildcardSubpages> = {
  trackName: "WYP WILDCARD",
  backLink: {
    label: "Volver a WYP WILDCARD",
    href: "/wildcard",
  },
  pages: {
    community: {
      meta: {
        title: "Grupo de la comunidad Wildcard | WYP WILDCARD",
        description: "Un grupo para los jóvenes cuya pasión no cabe en una caja: comparte lo que estás creando y encuentra a tu gente.",
      },
      lede: "Gamers, cocineros, diseñadores, activistas, inventores y todo lo que hay en medio. Si tu pasión no cabe en una ruta estándar, aquí encuentras a tu gente.",
      offersHeading: "Lo que ofrece la comunidad",
      offers: [
        "Gente que entiende que tu pasión es real, aunque sea poco común",
        "Comentarios desde todas las disciplinas",
        "Gente con quien colaborar en proyectos que mezclan mundos",
        "Te enteras primero de las exhibiciones y de los cupos con mentores",
      ],
      whoItsFor: "Jóvenes cuya pasión vive entre rutas, o completamente fuera de ellas.",
      steps: [
        "Empieza gratis y dinos que eres Wildcard.",
        "Únete al chat de la comunidad (13+) y cuéntales a todos lo que te gusta.",
        "Comparte algo que hayas hecho y mira con quién te conecta.",
      ],
      cta: {
        label: "Únete a la comunidad",
        href: "/wypit",
      },
    },
    "custom-path": {
      meta: {
        title: "Diseño de camino a tu medida | WYP WILDCARD",
        description: "Diseña un camino alrededor de tu propia pasión, con metas, etapas y apoyo a la medida de lo que haces.",
      },
      lede: "Sin plantillas, sin cajas. Siéntate con un mentor y diseña un camino alrededor de lo que de verdad te encanta: tus metas, tus etapas y las habilidades que tomas prestadas de todas las demás rutas.",
      offersHeading: "Lo que recibes",
      offers: [
        "Un camino construido alrededor de tu pasión, no una plantilla",
        "Metas y etapas que fijas con un mentor",
        "Habilidades tomadas del arte, el deporte, la música y los negocios",
        "Espacio para cambiar de rumbo a medida que creces",
      ],
      whoItsFor: "Jóvenes que saben lo que les encanta, pero todavía no saben a dónde los lleva.",
      steps: [
        "Empieza gratis y dinos que eres Wildcard.",
        "Cuéntanos todo lo que te gusta, sin dejar nada fuera.",
        "Diseña tu camino con un mentor y empieza tu primera etapa.",
      ],
      cta: {
        label: "Diseña tu camino",
        href: "/wypit",
      },
    },
    showcase: {
      meta: {
        title: "Plataforma de exhibición | WYP WILDCARD",
        description: "Pon tu trabajo frente a un público real, sea cual sea su forma.",
      },
      lede: "Tu trabajo merece un público, ya sea una película, una receta, una app o algo que todavía no tiene nombre. La exhibición lo pone frente a gente que puede apoyarlo y abrirte puertas.",
      offersHeading: "Lo que te da la exhibición",
      offers: [
        "Un escenario para trabajos de cualquier tipo",
        "Comentarios de la comunidad y de los mentores",
        "Reconocimiento por lo que creaste, no por lo que publicaste",
        "Pruebas que mostrar cuando llegue la próxima oportunidad",
      ],
      whoItsFor: "Wildcards con un proyecto para mostrar, terminado o en progreso.",
      steps: [
        "Empieza gratis y dinos que eres Wildcard.",
        "Construye tu proyecto con la ayuda de tu mentor.",
        "Preséntalo en la próxima exhibición.",
      ],
      cta: {
        label: "Participa en la exhibición",
        href: "/wypit",
      },
    },
    mentorships: {
      meta: {
        title: "Mentorías flexibles | WYP WILDCARD",
        description: "Mentores elegidos según tu mezcla de pasiones, con un horario que se adapta a tu vida.",
      },
      lede: "Puede que un solo mentor no cubra todo lo que haces. Las Mentorías flexibles te conectan con mentores de distintas disciplinas y se adaptan a la escuela, el trabajo y tu vida.",
      offersHeading: "Lo que te da una mentoría flexible",
      offers: [
        "Mentores elegidos para cada parte de tu pasión",
        "Sesiones que se adaptan a la escuela, el trabajo y la familia",
        "Ayuda para unir tus intereses en una sola dirección",
        "Alguien de tu lado mientras tu camino toma forma",
      ],
      whoItsFor: "Wildcards que necesitan una guía tan flexible como ellos.",
      steps: [
        "Empieza gratis y dinos que eres Wildcard.",
        "Cuéntanos lo que te gusta y cuándo tienes tiempo.",
        "Conoce a tus mentores y fija tu primera meta.",
      ],
      cta: {
        label: "Encuentra a tus mentores",
        href: "/wypit",
      },
    },
  },
};
