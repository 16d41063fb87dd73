// The WYP ENTREPRENEUR sub-pages as /es/biz shows them, in Spanish.
import type * as english from "./biz-subpage-cards.en";
import type { Translation } from "~/platform/translation";

export const bizSubpageCards: Translation<typeof english.bizSubpageCards> = [
  {
    slug: "community",
    href: "/biz/community",
    colour: "biz",
    icon: "Users",
    title: "Grupo comunitario",
    description: "Jóvenes fundadores que construyen lado a lado y se ayudan a cumplir lo que se proponen.",
  },
  {
    slug: "shark-tank",
    href: "/biz/shark-tank",
    colour: "biz",
    icon: "Presentation",
    title: "Mini Shark Tank",
    description: "Presenta tu idea ante mentores y gana microsubvenciones para construir tu MVP.",
  },
  {
    slug: "events",
    href: "/biz/events",
    colour: "biz",
    icon: "CalendarDays",
    title: "Eventos en vivo",
    description: "Talleres, mercados pop-up y noches de presentaciones para aprender, vender y conocer gente.",
  },
  {
    slug: "mentorships",
    href: "/biz/mentorships",
    colour: "biz",
    icon: "HeartHandshake",
    title: "Mentorías",
    description: "Trabaja uno a uno con un fundador que ya hizo lo que tú estás intentando hacer.",
  },
  {
    slug: "courses",
    href: "/biz/courses",
    colour: "biz",
    icon: "BookOpen",
    title: "Cursos",
    description: "De la idea a la primera venta: validar, construir, ponerle precio y presentar.",
  },
];
