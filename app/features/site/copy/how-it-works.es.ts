// How it works in Spanish (/es/how-it-works): the six phases of THE CORE, framed. The phases are in phases.ts.
import type * as english from "./how-it-works.en";
import type { Translation } from "~/platform/translation";
import { coreProgramme } from "./core-programme.es";
import { startFree } from "~/platform/copy/site.es";

export const howItWorksPage: Translation<typeof english.howItWorksPage> = {
  hero: {
    title: "CÓMO FUNCIONA",
    subtitle: `TRANSFORMACIÓN DE ${coreProgramme.weeks} SEMANAS`,
    lede: `${coreProgramme.steps} fases, una tras otra. Cada una se apoya en la anterior, desde definir quién eres hasta guiar al grupo que viene detrás de ti.`,
  },
  backLink: { label: "Volver a THE CORE", href: "/the-core" },
  phasesHeading: "El recorrido",
  /** Headings inside each phase card. */
  phaseLabels: {
    goal: "Meta",
    whatHappens: "Qué pasa",
    effect: "El efecto",
  },
  closing: {
    heading: "¿Te animas al cambio?",
    text: "Empezar es gratis. Define tu ruta, recibe tu ID y comienza tu calibración.",
    actions: [startFree, { label: "Elige tu ruta", href: "/tracks" }],
  },
};

export const howItWorksMeta: Translation<typeof english.howItWorksMeta> = {
  title: "Cómo funciona: la transformación de 6 semanas | WYP",
  description: "INITIATE, STRUGGLE, BUILD, CONNECT, STAGE, PASS: las seis fases de THE CORE, semana a semana.",
};
