// The free start (/wypit): where "Start Free →", "Apply to Ventures" and every sub-page's call
// to action lead. What a young person gets, THE CORE at a glance, and how to begin by age.
import { ageDialog } from "./age-dialog.en";
import { coreProgramme } from "./core-programme.en";
import { phases } from "./phases.en";
import type { Action, FeatureCard, PageMeta } from "~/platform/copy-types";
import { chatCommunityMinimumAge } from "~/platform/ages";

export const wypitPage = {
  hero: {
    eyebrow: "WYPitUP!",
    title: "Start Free",
    lede: "No cost to start, no algorithm, no pressure. Just you, your passion and a crew that shows up.",
  },
  whatYouGet: {
    heading: "What You Get",
    cards: [
      {
        title: "A Community That Gets You",
        description: "Young people in Harlem, the Bronx and Brooklyn building real things together.",
        icon: "Users",
      },
      {
        title: "THE CORE",
        description: `A ${coreProgramme.weeks}-week transformation: daily quests, a real project and a public showcase.`,
        icon: "Sparkles",
      },
      {
        title: "Mentors Who've Done It",
        description: "Artists, athletes, musicians and founders who show you the way.",
        icon: "HeartHandshake",
      },
      {
        title: "Real Stages",
        description: "Events, contests, showcases and meet-ups where your work gets seen.",
        icon: "CalendarDays",
      },
    ],
  },
  theCore: {
    heading: `THE CORE in ${coreProgramme.weeks} Weeks`,
    text: "Every track runs on the same system, one phase after the other:",
    phases: phases.map(({ number, name, subtitle }) => ({ number, name, subtitle })),
    action: { label: "See How It Works", href: "/how-it-works" },
  },
  howToBegin: {
    heading: "How to Begin",
    steps: [
      {
        title: "Pick your track",
        description: `Choose ${coreProgramme.trackChoices.join(", ")}, or go Wildcard if your passion fits none of them.`,
        action: { label: "Browse the Tracks", href: "/tracks" },
      },
      {
        title: "Join the community",
        description: `Ages ${chatCommunityMinimumAge} and up join our Discord. Under ${chatCommunityMinimumAge}? Ask a parent to join our Facebook page, and they'll keep you in the loop.`,
      },
      {
        title: "Start THE CORE",
        description: `New groups kick off in the community: get your ID, lock in your track and begin your ${coreProgramme.calibrationDays}-day calibration.`,
      },
    ],
  },
  /** The age split, as two buttons (the same choices as the age dialog). */
  joinByAge: {
    heading: "How Old Are You?",
    options: ageDialog.options,
  },
  ventures: {
    heading: "Here for WYP Ventures?",
    text: "Ventures is for THE CORE graduates. Start here, complete THE CORE, then bring your project to the Ventures team.",
    action: { label: "About WYP Ventures", href: "/wyp-ventures" },
  },
} as const satisfies {
  hero: { eyebrow: string; title: string; lede: string };
  whatYouGet: { heading: string; cards: readonly FeatureCard[] };
  theCore: {
    heading: string;
    text: string;
    phases: readonly { number: string; name: string; subtitle: string }[];
    action: Action;
  };
  howToBegin: {
    heading: string;
    steps: readonly { title: string; description: string; action?: Action }[];
  };
  joinByAge: { heading: string; options: readonly Action[] };
  ventures: { heading: string; text: string; action: Action };
};

/** The page's title and description: its <title>, meta description and Open Graph (app/ui/page/page-meta.ts). */
export const wypitMeta = {
  title: "Start Free | WYP",
  description: "Start WYP for free: pick your track, join the community and begin THE CORE, a six-week transformation.",
} as const satisfies PageMeta;
