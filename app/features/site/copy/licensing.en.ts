// WYP Licensing (/wyp-licensing): young creators' work on real products, with brands.
import { trackById } from "./tracks.en";
import type { Action, CallToAction, FeatureCard, PageMeta, PathCard } from "~/platform/copy-types";
import { teenAges } from "~/platform/ages";

export type NumberedStep = {
  readonly number: string;
  readonly title: string;
  readonly description: string;
};

const partnerAction = { label: "Partner With Us", dialog: "partnership" } as const satisfies Action;

export const licensingPage = {
  hero: {
    title: "WYP LICENSING",
    tagline: "YOUR WORK ON REAL PRODUCTS",
    lede: "Your designs on apparel, accessories and gear, made with real brands. Learn how licensing works by doing it.",
    actions: [partnerAction, { label: "Explore THE CORE", href: "/the-core" }],
  },
  whyItMatters: {
    heading: "Why It Matters for YOU",
    cards: [
      {
        title: "Your Work in Real Life",
        description: "See something you designed on a product people actually buy, wear and use.",
        icon: "Shirt",
      },
      {
        title: "Learn By Doing",
        description: "Briefs, deadlines, revisions and approvals: how creative work gets made for real.",
        icon: "PencilRuler",
      },
      {
        title: "Meet People Doing It",
        description: "Work alongside designers, brand teams and makers who do this for a living.",
        icon: "Handshake",
      },
    ],
  },
  growthTrack: {
    heading: "The Growth Track",
    cards: [
      {
        title: "Start Building YOU",
        description: "Find your style and build the skills and habits behind it.",
        icon: "Sprout",
      },
      {
        title: "Get Better Every Time",
        description: "Every brief comes with feedback, so each piece is stronger than the last.",
        icon: "TrendingUp",
      },
      {
        title: "Meet Cool People",
        description: "Designers, athletes, artists and brand teams, all in your corner.",
        icon: "Users",
      },
      {
        title: "Build Your Proof",
        description: "Real products and real credits for your portfolio, not just likes.",
        icon: "BadgeCheck",
      },
    ],
  },
  yourJourney: {
    heading: "Your Journey",
    /** Above each step's title. */
    /** A step's eyebrow: the page puts the step's number in place of {step}. */
    stepLabel: "Step {step}",
    steps: [
      {
        title: "Create in THE CORE",
        description: "Make your main project during THE CORE, in any track.",
        icon: "Sparkles",
      },
      {
        title: "Get Noticed",
        description: "Strong, original work gets shown to our brand partners.",
        icon: "Eye",
      },
      {
        title: "Do Real Work",
        description: "Take on a real brief with a brand, with a mentor guiding you.",
        icon: "Briefcase",
      },
      {
        title: "Keep Growing",
        description: "Take what you learned into your next project, and the one after that.",
        icon: "TrendingUp",
      },
    ],
  },
  chooseYourConnection: {
    heading: "Choose Your Connection",
    cards: [
      {
        title: trackById("sport").name,
        description: "Basketball and street sports culture: designs for the court, the gear and the game.",
        icon: trackById("sport").icon,
        colour: "sport",
        href: "/sport",
      },
      {
        title: trackById("art").name,
        description: "Creative expression by young artists: original work for prints, apparel and collections.",
        icon: trackById("art").icon,
        colour: "art",
        href: "/art",
      },
    ],
  },
  howItWorks: {
    heading: "How It Works",
    steps: [
      {
        number: "01",
        title: "Make Cool Stuff",
        description: "Create original work in your track: designs, art, ideas that are yours.",
      },
      {
        number: "02",
        title: "Get Connected",
        description: "We match strong work with brands looking for fresh voices.",
      },
      {
        number: "03",
        title: "Learn by Doing",
        description: "Work through a real brief with feedback from the brand and your mentor.",
      },
      {
        number: "04",
        title: "Keep Building",
        description: "Add the product to your proof and take on the next challenge.",
      },
    ],
  },
  whoCanJoin: {
    heading: "Who Can Join?",
    checklist: [
      "Part of THE CORE program (any track)",
      "Have work to share",
      `Aged ${teenAges.min}-${teenAges.max}`,
      "Open to feedback",
      "Want to see how it works",
    ],
  },
  nextLevel: {
    heading: "Your Next Level Starts Here",
    text: "Creators: apply to build with brands. Brands: bring us a brief and meet the next generation of talent.",
    actions: [
      // Creators are teens: the button asks their age and sends them where teens join (issue 47),
      // not to the brands' inquiry form the spec opened.
      { label: "Apply to Build With Brands", dialog: "age" },
      // The spec's button does nothing visible; brands are sent to the same inquiry form.
      { label: "I'm a Brand", dialog: "partnership" },
    ],
  },
} as const satisfies {
  hero: { title: string; tagline: string; lede: string; actions: readonly Action[] };
  whyItMatters: { heading: string; cards: readonly FeatureCard[] };
  growthTrack: { heading: string; cards: readonly FeatureCard[] };
  yourJourney: { heading: string; stepLabel: string; steps: readonly FeatureCard[] };
  chooseYourConnection: { heading: string; cards: readonly PathCard[] };
  howItWorks: { heading: string; steps: readonly NumberedStep[] };
  whoCanJoin: { heading: string; checklist: readonly string[] };
  nextLevel: CallToAction;
};

/** The page's title and description: its <title>, meta description and Open Graph (app/ui/page/page-meta.ts). */
export const licensingMeta = {
  title: "WYP Licensing: Your Work on Real Products | WYP",
  description: "Young creators aged 13-19 put their designs on real products with brands, and learn how licensing works by doing it.",
} as const satisfies PageMeta;
