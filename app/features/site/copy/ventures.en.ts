// WYP Ventures (/wyp-ventures): the incubator and pre-accelerator for THE CORE graduates.
import { entryRequirements, successPathways, ventureBenefits } from "./pathways.en";
import type { Action, CallToAction, PageMeta } from "~/platform/copy-types";

export const venturesPage = {
  hero: {
    title: "WYP VENTURES",
    subtitle: "Incubator & Pre-Accelerator",
    lede: "For THE CORE graduates ready to turn what they built into a business.",
    actions: [
      { label: "Apply to Ventures", href: "/wypit" },
      { label: "Complete THE CORE First", href: "/the-core" },
    ],
  },
  turnPassionIntoIncome: {
    heading: "Turn Passion into Income",
    paragraphs: [
      "You found your lane and built something real in THE CORE. Ventures is where that project becomes a business.",
      "We help you sharpen the idea, build a first version people will pay for and get it in front of the market, with mentors beside you the whole way.",
    ],
  },
  entryRequirements: {
    heading: "Entry Requirements",
    items: entryRequirements,
  },
  whatYouGet: {
    heading: "What You Get",
    cards: ventureBenefits,
  },
  successPathways: {
    heading: "Success Pathways",
    text: "Where a project from each track can go.",
    exampleLabel: "Example Project",
    outcomeLabel: "Potential Outcome",
    items: successPathways,
  },
  closing: {
    heading: "Ready to Build?",
    text: "Complete THE CORE first. Then let's turn your project into a business.",
    actions: [
      { label: "Start with WYPitUP!", href: "/wypit" },
      { label: "Learn About THE CORE", href: "/how-it-works" },
    ],
  },
} as const satisfies {
  hero: { title: string; subtitle: string; lede: string; actions: readonly Action[] };
  turnPassionIntoIncome: { heading: string; paragraphs: readonly string[] };
  entryRequirements: { heading: string; items: unknown };
  whatYouGet: { heading: string; cards: unknown };
  successPathways: { heading: string; text: string; exampleLabel: string; outcomeLabel: string; items: unknown };
  closing: CallToAction;
};

/** The page's title and description: its <title>, meta description and Open Graph (app/ui/page/page-meta.ts). */
export const venturesMeta = {
  title: "WYP Ventures: Incubator & Pre-Accelerator | WYP",
  description: "For THE CORE graduates: turn your project into a business with real MVPs, a mentor network and a path to income.",
} as const satisfies PageMeta;
