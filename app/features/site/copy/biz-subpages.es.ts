// The WYP ENTREPRENEUR sub-pages (/es/biz/*) beyond their cards, in Spanish.
import type * as english from "./biz-subpages.en";
import type { Translation } from "~/platform/translation";

export const bizSubpages: Translation<typeof english.bizSubpages> = {
  trackName: "WYP ENTREPRENEUR",
  backLink: {
    label: "Volver a WYP ENTREPRENEUR",
    href: "/biz",
  },
  pages: {
    community: {
      meta: {
        title: "Grupo de la comunidad de emprendimiento | WYP ENTREPRENEUR",
        description:
          "Fundadores jóvenes construyendo lado a lado: comparten sus avances, intercambian comentarios y se ayudan a cumplir lo que se proponen.",
      },
      lede: "Montar un negocio siendo joven puede sentirse solitario. Este es el grupo que comparte logros, tropiezos, contactos y lecciones, y que no te deja parar.",
      offersHeading: "Lo que ofrece la comunidad",
      offers: [
        "Fundadores de tu edad con quienes intercambiar ideas y opiniones",
        "Reuniones para darle seguimiento a tus metas",
        "Contactos, recursos y oportunidades que comparten los miembros",
        "Te enteras primero del Mini Shark Tank, los eventos y los cursos",
      ],
      whoItsFor: "Jóvenes con una idea de negocio, un negocio por su cuenta o un producto que ya están vendiendo.",
      steps: [
        "Empieza gratis y elige la ruta de Emprendimiento.",
        "Únete al chat de la comunidad (13+) y cuenta lo que estás construyendo.",
        "Fija tu primera meta y cuéntale al grupo cómo vas.",
      ],
      cta: {
        label: "Únete a la comunidad",
        href: "/wypit",
      },
    },
    "shark-tank": {
      meta: {
        title: "Mini Shark Tank | WYP ENTREPRENEUR",
        description: "Presenta tu idea a mentores y compite por microsubvenciones para crear tu MVP.",
      },
      lede: "Párate al frente, presenta tu idea ante un panel de mentores y compite por microsubvenciones que te ayudan a hacerla realidad. Ganes o no, te vas con comentarios que hacen mejor tu negocio.",
      offersHeading: "Lo que recibes",
      offers: [
        "Una presentación de verdad frente a mentores de verdad",
        "La oportunidad de ganar una microsubvención para construir tu MVP",
        "Preparación para tu presentación antes de salir",
        "Comentarios sobre tu idea, tus números y cómo la presentas",
      ],
      whoItsFor: "Jóvenes fundadores con una idea que pueden explicar y un plan de lo que construirían con una microsubvención.",
      steps: [
        "Empieza gratis y elige la ruta de Emprendimiento.",
        "Dale forma a tu idea y a tu presentación con un mentor.",
        "Sube al escenario en el próximo Mini Shark Tank.",
      ],
      cta: {
        label: "Prepárate para presentar",
        href: "/wypit",
      },
    },
    events: {
      meta: {
        title: "Eventos en vivo | WYP ENTREPRENEUR",
        description:
          "Talleres, mercados pop-up y noches de presentaciones donde fundadores jóvenes aprenden, venden y conocen gente que puede ayudarlos.",
      },
      lede: "Sal de detrás de la pantalla: talleres en vivo, mercados pop-up y noches de presentaciones donde aprendes de fundadores, le vendes a clientes reales y conoces a gente que te puede ayudar.",
      offersHeading: "Lo que pasa en los eventos",
      offers: [
        "Talleres dirigidos por fundadores y gente que maneja negocios",
        "Mercados pop-up donde vendes tu producto en persona",
        "Noches de presentaciones y días de demostración",
        "Oportunidades para conocer mentores, socios y clientes",
      ],
      whoItsFor: "Jóvenes emprendedores en cualquier etapa, desde quienes tienen curiosidad hasta quienes ya están vendiendo.",
      steps: [
        "Empieza gratis y elige la ruta de Emprendimiento.",
        "Revisa el calendario de eventos para ver qué viene cerca de ti.",
        "Ve, trae tu idea y habla con la gente.",
      ],
      cta: {
        label: "Encuentra un evento",
        href: "/wypit",
      },
    },
    mentorships: {
      meta: {
        title: "Mentorías de negocios | WYP ENTREPRENEUR",
        description: "Trabaja uno a uno con alguien que ha fundado o dirigido un negocio y ya hizo lo que tú quieres lograr.",
      },
      lede: "Un mentor que ha construido algo: alguien que ponga a prueba tu idea, te ayude a evitar los errores caros y te abra una puerta cuando llegue el momento.",
      offersHeading: "Lo que te da una mentoría",
      offers: [
        "Sesiones uno a uno con un fundador o alguien que maneja negocios",
        "Opiniones honestas sobre tu idea, tu producto y tus números",
        "Ayuda para fijar metas y cumplirlas",
        "Contactos clave cuando tu negocio esté listo para ellos",
      ],
      whoItsFor: "Jóvenes fundadores que están construyendo algo y quieren la guía de alguien con experiencia.",
      steps: [
        "Empieza gratis y elige la ruta de Emprendimiento.",
        "Cuéntanos sobre tu negocio y qué te está frenando.",
        "Conoce a tu mentor y pónganse de acuerdo en tu primera meta.",
      ],
      cta: {
        label: "Encuentra un mentor",
        href: "/wypit",
      },
    },
    courses: {
      meta: {
        title: "Cursos de negocios | WYP ENTREPRENEUR",
        description: "De la idea a la primera venta: cursos cortos para validar, construir, ponerle precio y presentar tu idea.",
      },
      lede: "Cursos cortos y prácticos que te llevan de la idea a la primera venta, paso a paso, trabajando en tu propio negocio mientras avanzas.",
      offersHeading: "Lo que vas a aprender",
      offers: [
        "Cómo comprobar si la gente quiere tu idea",
        "Cómo construir un MVP con poco presupuesto",
        "Precios, marca y ventas",
        "Cómo presentar tu idea a mentores, socios e inversionistas",
      ],
      whoItsFor: "Cualquiera con una idea de negocio, y cualquiera que quiera tener una.",
      steps: [
        "Empieza gratis y elige la ruta de Emprendimiento.",
        "Escoge el curso que vaya con la etapa en que está tu negocio.",
        "Aplica cada lección a tu propia idea.",
      ],
      cta: {
        label: "Empieza a aprender",
        href: "/wypit",
      },
    },
  },
};
