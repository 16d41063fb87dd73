// The free start (/es/wypit): what a young person gets, THE CORE at a glance, and how to begin by age.
import type * as english from "./wypit.en";
import type { Translation } from "~/platform/translation";
import { ageDialog } from "./age-dialog.es";
import { coreProgramme } from "./core-programme.es";
import { phases } from "./phases.es";
import { chatCommunityMinimumAge } from "~/platform/ages";

export const wypitPage: Translation<typeof english.wypitPage> = {
  hero: {
    eyebrow: "WYPitUP!",
    title: "Empieza gratis",
    lede: "Sin costo para empezar, sin algoritmo, sin presión. Solo tú, tu pasión y un grupo que siempre está ahí.",
  },
  whatYouGet: {
    heading: "Lo que recibes",
    cards: [
      {
        title: "Una comunidad que te entiende",
        description: "Jóvenes de Harlem, el Bronx y Brooklyn construyendo cosas reales juntos.",
        icon: "Users",
      },
      {
        title: "THE CORE",
        description: `Una transformación de ${coreProgramme.weeks} semanas: misiones diarias, un proyecto real y una presentación pública.`,
        icon: "Sparkles",
      },
      {
        title: "Mentores que ya lo lograron",
        description: "Artistas, atletas, músicos y fundadores que te enseñan el camino.",
        icon: "HeartHandshake",
      },
      {
        title: "Escenarios reales",
        description: "Eventos, concursos, presentaciones y encuentros donde tu trabajo se ve.",
        icon: "CalendarDays",
      },
    ],
  },
  theCore: {
    heading: `THE CORE en ${coreProgramme.weeks} semanas`,
    text: "Todas las rutas funcionan con el mismo sistema, una fase tras otra:",
    phases: phases.map(({ number, name, subtitle }) => ({ number, name, subtitle })),
    action: { label: "Mira cómo funciona", href: "/how-it-works" },
  },
  howToBegin: {
    heading: "Cómo empezar",
    steps: [
      {
        title: "Elige tu ruta",
        description: "Escoge Arte, Deporte, Música o Emprendimiento, o elige Wildcard si tu pasión no encaja en ninguna de ellas.",
        action: { label: "Explora las rutas", href: "/tracks" },
      },
      {
        title: "Únete a la comunidad",
        description: `Si tienes ${chatCommunityMinimumAge} años o más, únete a nuestro Discord. ¿Tienes menos de ${chatCommunityMinimumAge}? Pídele a tu mamá, a tu papá o a quien te cuida que se una a nuestra página de Facebook para familias. Así te mantendrán al tanto.`,
      },
      {
        title: "Empieza THE CORE",
        description: `Los grupos nuevos arrancan en la comunidad: recibe tu ID, fija tu ruta y comienza tu calibración de ${coreProgramme.calibrationDays} días.`,
      },
    ],
  },
  joinByAge: {
    heading: "¿Cuántos años tienes?",
    options: ageDialog.options,
  },
  ventures: {
    heading: "¿Vienes por WYP Ventures?",
    text: "Ventures es para quienes se gradúan de THE CORE. Empieza aquí, completa THE CORE y luego lleva tu proyecto al equipo de Ventures.",
    action: { label: "Sobre WYP Ventures", href: "/wyp-ventures" },
  },
};

export const wypitMeta: Translation<typeof english.wypitMeta> = {
  title: "Empieza gratis | WYP",
  description: "Empieza en WYP gratis: elige tu ruta, únete a la comunidad y comienza THE CORE, una transformación de seis semanas.",
};
