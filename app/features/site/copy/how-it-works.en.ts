// How it works (/how-it-works): the six phases of THE CORE, framed. The phases are in phases.ts.
import { coreProgramme } from "./core-programme.en";
import { startFree } from "~/platform/copy/site.en";
import type { Action, CallToAction, PageMeta } from "~/platform/copy-types";

export const howItWorksPage = {
  hero: {
    title: "HOW IT WORKS",
    subtitle: `${coreProgramme.weeks}-WEEK TRANSFORMATION`,
    lede: `${coreProgramme.steps} phases, one after the other. Each one builds on the last, from locking in who you are to leading the group that comes after you.`,
  },
  backLink: { label: "Back to THE CORE", href: "/the-core" },
  phasesHeading: "The Journey",
  /** Headings inside each phase card. */
  phaseLabels: {
    goal: "Goal",
    whatHappens: "What Happens",
    effect: "The Effect",
  },
  closing: {
    heading: "Ready to Transform?",
    text: "It's free to start. Lock in your track, get your ID and begin your calibration.",
    actions: [startFree, { label: "Choose Your Track", href: "/tracks" }],
  },
} as const satisfies {
  hero: { title: string; subtitle: string; lede: string };
  backLink: Action;
  phasesHeading: string;
  phaseLabels: { goal: string; whatHappens: string; effect: string };
  closing: CallToAction;
};

/** The page's title and description: its <title>, meta description and Open Graph (app/ui/page/page-meta.ts). */
export const howItWorksMeta = {
  title: "How It Works: the 6-Week Transformation | WYP",
  description: "INITIATE, STRUGGLE, BUILD, CONNECT, STAGE, PASS: the six phases of THE CORE, week by week.",
} as const satisfies PageMeta;
