// Title and description of each track sub-page in Spanish (/es/music/*, /es/biz/*, /es/wildcard/*).
import type * as english from "./subpage-meta.en";
import type { Translation } from "~/platform/translation";

export const subpageMeta: Translation<typeof english.subpageMeta> = {
  "/music/community": {
    title: "Grupo de la comunidad de música | WYP MUSIC",
    description:
      "Comparte trabajos en progreso, encuentra con quién colaborar y recibe comentarios honestos de artistas y productores jóvenes.",
  },
  "/music/studio": {
    title: "Sesiones de estudio | WYP MUSIC",
    description: "Reserva tiempo en un estudio profesional y aprende a grabar, mezclar y terminar tus propias canciones.",
  },
  "/music/mentorships": {
    title: "Mentorías de música | WYP MUSIC",
    description: "Te asignamos un mentor que trabaja en la música para guiarte uno a uno en tu sonido y tu próximo paso.",
  },
  "/music/courses": {
    title: "Cursos de música | WYP MUSIC",
    description: "Cursos cortos y prácticos de producción, composición, interpretación y el negocio de la música.",
  },
  "/biz/community": {
    title: "Grupo de la comunidad de emprendimiento | WYP ENTREPRENEUR",
    description:
      "Fundadores jóvenes construyendo lado a lado: comparten sus avances, intercambian comentarios y se ayudan a cumplir lo que se proponen.",
  },
  "/biz/shark-tank": {
    title: "Mini Shark Tank | WYP ENTREPRENEUR",
    description: "Presenta tu idea a mentores y compite por microsubvenciones para crear tu MVP.",
  },
  "/biz/events": {
    title: "Eventos en vivo | WYP ENTREPRENEUR",
    description:
      "Talleres, tiendas temporales y noches de presentaciones donde fundadores jóvenes aprenden, venden y conocen gente que puede ayudarlos.",
  },
  "/biz/mentorships": {
    title: "Mentorías de negocios | WYP ENTREPRENEUR",
    description: "Trabaja uno a uno con alguien que ha fundado o dirigido un negocio y ya hizo lo que tú quieres lograr.",
  },
  "/biz/courses": {
    title: "Cursos de negocios | WYP ENTREPRENEUR",
    description: "De la idea a la primera venta: cursos cortos para validar, construir, ponerle precio y presentar tu idea.",
  },
  "/wildcard/community": {
    title: "Grupo de la comunidad Wildcard | WYP WILDCARD",
    description: "Un grupo para los jóvenes cuya pasión no cabe en una caja: comparte lo que estás creando y encuentra a tu gente.",
  },
  "/wildcard/custom-path": {
    title: "Diseño de camino a tu medida | WYP WILDCARD",
    description: "Diseña un camino alrededor de tu propia pasión, con metas, etapas y apoyo a la medida de lo que haces.",
  },
  "/wildcard/showcase": {
    title: "Plataforma de exhibición | WYP WILDCARD",
    description: "Pon tu trabajo frente a un público real, sea cual sea su forma.",
  },
  "/wildcard/mentorships": {
    title: "Mentorías flexibles | WYP WILDCARD",
    description: "Mentores elegidos según tu mezcla de pasiones, con un horario que se adapta a tu vida.",
  },
};
