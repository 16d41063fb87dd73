// The WYP MUSIC sub-pages (/es/music/*) beyond their cards, in Spanish.
import type * as english from "./music-subpages.en";
import type { Translation } from "~/platform/translation";

export const musicSubpages: Translation<typeof english.musicSubpages> = {
  trackName: "WYP MUSIC",
  backLink: {
    label: "Volver a WYP MUSIC",
    href: "/music",
  },
  pages: {
    community: {
      meta: {
        title: "Grupo de la comunidad de música | WYP MUSIC",
        description:
          "Comparte trabajos en progreso, encuentra con quién colaborar y recibe comentarios honestos de artistas y productores jóvenes.",
      },
      lede: "Hacer música a solas es difícil. Aquí compartes tus demos, intercambias opiniones y encuentras al productor, cantante o compositor que estabas buscando.",
      offersHeading: "Lo que ofrece la comunidad",
      offers: [
        "Un espacio para compartir demos y trabajos en progreso",
        "Comentarios honestos de artistas y productores de tu edad",
        "Gente con quien colaborar en tu próximo tema",
        "Te enteras primero del tiempo de estudio, las presentaciones y los micrófonos abiertos",
      ],
      whoItsFor:
        "Raperos, cantantes, productores, compositores y DJ de cualquier nivel que quieren crecer con gente que se toma la música tan en serio como ellos.",
      steps: [
        "Empieza gratis y elige la ruta de Música.",
        "Únete al chat de la comunidad (13+), preséntate y cuéntanos cómo es tu sonido.",
        "Publica tu primer trabajo en progreso y dale tu opinión a alguien más sobre el suyo.",
      ],
      cta: {
        label: "Únete a la comunidad",
        href: "/wypit",
      },
    },
    studio: {
      meta: {
        title: "Sesiones de estudio | WYP MUSIC",
        description: "Reserva tiempo en un estudio profesional y aprende a grabar, mezclar y terminar tus propias canciones.",
      },
      lede: "Tu cuarto es un buen comienzo. Las Sesiones de estudio te ponen frente a un micrófono y una consola de verdad, con alguien que conoce el equipo y te enseña a llevar al tema el sonido que tienes en la cabeza.",
      offersHeading: "Lo que te da una sesión",
      offers: [
        "Tiempo en un estudio profesional",
        "Ayuda práctica para grabar, mezclar y terminar",
        "Un tema terminado que puedes lanzar y presentar en vivo",
        "Los hábitos de estudio que hacen que cada sesión cuente",
      ],
      whoItsFor:
        "Jóvenes artistas y productores con una canción, un beat o una idea lista para grabar, incluso quienes nunca han estado en un estudio.",
      steps: [
        "Empieza gratis y elige la ruta de Música.",
        "Trae una canción, un beat o un demo que quieras llevar más lejos.",
        "Planea tu sesión con un mentor y luego entra a la cabina.",
      ],
      cta: {
        label: "Consigue tiempo de estudio",
        href: "/wypit",
      },
    },
    mentorships: {
      meta: {
        title: "Mentorías de música | WYP MUSIC",
        description: "Te asignamos un mentor que trabaja en la música para guiarte uno a uno en tu sonido y tu próximo paso.",
      },
      lede: "Un mentor que ya llegó a donde tú quieres llegar: alguien que escuche tu trabajo, te diga la verdad sobre él y te ayude a planear tu próximo paso.",
      offersHeading: "Lo que te da una mentoría",
      offers: [
        "Sesiones uno a uno con un artista, productor o ingeniero de sonido que vive de esto",
        "Opiniones directas sobre tu música y tu plan",
        "Ayuda con lanzamientos, presentaciones en vivo y cómo crear un público",
        "Alguien de tu lado cuando las cosas se ponen difíciles",
      ],
      whoItsFor: "Jóvenes músicos que se están esforzando de verdad y quieren la guía de alguien que ya lo ha logrado.",
      steps: [
        "Empieza gratis y elige la ruta de Música.",
        "Comparte tus metas y una muestra de tu música.",
        "Conoce a tu mentor y fijen juntos tu primera meta.",
      ],
      cta: {
        label: "Encuentra un mentor",
        href: "/wypit",
      },
    },
    courses: {
      meta: {
        title: "Cursos de música | WYP MUSIC",
        description: "Cursos cortos y prácticos de producción, composición, interpretación y el negocio de la música.",
      },
      lede: "Aprende el oficio y el negocio una habilidad a la vez, haciendo música, no pasándote horas escuchando clases.",
      offersHeading: "Lo que vas a aprender",
      offers: [
        "Creación de beats y producción",
        "Composición e interpretación",
        "Lo básico de grabación, mezcla y masterización",
        "Cómo lanzar música y entender el negocio que hay detrás",
      ],
      whoItsFor:
        "Cualquiera que quiera hacer música, desde quienes empiezan de cero hasta artistas que quieren completar lo que les falta.",
      steps: [
        "Empieza gratis y elige la ruta de Música.",
        "Escoge un curso que vaya con tu nivel.",
        "Termina cada lección con algo que hiciste tú.",
      ],
      cta: {
        label: "Empieza a aprender",
        href: "/wypit",
      },
    },
  },
};
