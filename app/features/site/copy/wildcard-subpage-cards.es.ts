// The WYP WILDCARD sub-pages as /es/wildcard shows them, in Spanish.
import type * as english from "./wildcard-subpage-cards.en";
import type { Translation } from "~/platform/translation";

export const wildcardSubpageCards: Translation<typeof english.wildcardSubpageCards> = [
  {
    slug: "community",
    href: "/wildcard/community",
    colour: "wildcard",
    icon: "Users",
    title: "Grupo comunitario",
    description: "Un grupo para jóvenes cuya pasión no cabe en una caja.",
  },
  {
    slug: "custom-path",
    href: "/wildcard/custom-path",
    colour: "wildcard",
    icon: "Route",
    title: "Diseño de camino a tu medida",
    description: "Diseña un camino alrededor de tu pasión, con metas y etapas hechas para ti.",
  },
  {
    slug: "showcase",
    href: "/wildcard/showcase",
    colour: "wildcard",
    icon: "Star",
    title: "Plataforma de exhibición",
    description: "Muestra tu trabajo a un público real, sea cual sea su forma.",
  },
  {
    slug: "mentorships",
    href: "/wildcard/mentorships",
    colour: "wildcard",
    icon: "HeartHandshake",
    title: "Mentorías flexibles",
    description: "Mentores elegidos según tu mezcla de pasiones, con horarios que se ajustan a ti.",
  },
];
