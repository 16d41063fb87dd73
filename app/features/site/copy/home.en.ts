// Home (/): hero, wake-up call, programmes, THE CORE panel, join the movement.
import { coreProgramme } from "./core-programme.en";
import { phases } from "./phases.en";
import { startFree, taglines } from "~/platform/copy/site.en";
import { stats } from "./stats.en";
import type { Action, FeatureCard, PageMeta, Stat, TrackId } from "~/platform/copy-types";

export const homePage = {
  hero: {
    headline: "DON'T LET THE ALGORITHM RAISE YOUR KIDS.",
    line: "The screens are winning. We're fighting back.",
    taglines: [taglines.characterIsCurrency, taglines.realityOverAlgorithm],
    /** The taglines' list, for screen readers. */
    taglinesLabel: "What we stand for",
    actions: [startFree],
  },
  wakeUpCall: {
    eyebrow: "Wake-Up Call",
    heading: "The Next Generation Is At Risk",
    statCard: { stat: stats.teenScreenTime, icon: "Smartphone" },
    cards: [
      {
        title: "What We're Losing",
        description:
          "Sleep, focus, real friendships and the patience it takes to get good at something. Feeds are built to keep kids watching, not growing.",
        icon: "TriangleExclamationPoint",
      },
      {
        title: "The Future Is Now",
        description:
          "The habits built in the teenage years stick. Every hour taken back from the feed and given to a real passion, a real team or a real mentor shapes who they become.",
        icon: "Sunrise",
      },
    ],
  },
  programs: {
    heading: "Choose Your Program",
    text: "Pick the lane that pulls you out of the feed and into your future.",
    /** Shown as large link cards; the others as compact cards. */
    featured: ["sport", "art"],
  },
  corePanel: {
    heading: "The Core™: Your Operating System Upgrade",
    text: `Every WYP track runs on THE CORE: ${coreProgramme.steps} steps over ${coreProgramme.weeks} weeks that rewire how you show up. Discipline, resilience and proof you can point to, not likes.`,
    steps: phases.map((phase) => phase.name),
    /** The phases' list, for screen readers. */
    stepsLabel: "The six phases",
    action: { label: "Learn The Core™", href: "/the-core" },
  },
  joinTheMovement: {
    heading: "Join The Movement",
    blocks: [
      {
        audience: "For Youth",
        text: "Trade the scroll for something real. Find your passion, your squad and your people.",
        action: { label: "Join The Resistance", dialog: "age" },
      },
      {
        audience: "For Mentors",
        text: "You made it through. Help the next generation do it faster. Share your skill, your story and an hour of your time.",
        action: { label: "Be A Mentor", dialog: "mentor" },
      },
    ],
  },
} as const satisfies {
  hero: { headline: string; line: string; taglines: readonly string[]; taglinesLabel: string; actions: readonly Action[] };
  wakeUpCall: {
    eyebrow: string;
    heading: string;
    statCard: { stat: Stat; icon: FeatureCard["icon"] };
    cards: readonly FeatureCard[];
  };
  programs: { heading: string; text: string; featured: readonly TrackId[] };
  corePanel: { heading: string; text: string; steps: readonly string[]; stepsLabel: string; action: Action };
  joinTheMovement: {
    heading: string;
    blocks: readonly { audience: string; text: string; action: Action }[];
  };
};

/** The page's title and description: its <title>, meta description and Open Graph (app/ui/page/page-meta.ts). */
export const homeMeta = {
  title: "WYP | What's Your Passion: Don't Let the Algorithm Raise Your Kids",
  description:
    "A youth movement in Harlem, the Bronx and Brooklyn. Real passions, real mentors, real community. Character = Currency. Reality > Algorithm.",
} as const satisfies PageMeta;
