// WYP WILDCARD (/wildcard): for young people whose passion fits no standard track.
import { programById } from "./programs.en";
import { stats } from "./stats.en";
import { wildcardSubpageCards } from "./wildcard-subpage-cards.en";
import { trackById } from "./tracks.en";
import type { TrackPage } from "~/platform/copy-types";

const track = trackById("wildcard");

export const wildcardPage = {
  track: "wildcard",
  colour: "wildcard",
  backLink: { label: "Back to Home", href: "/" },
  hero: {
    title: track.name,
    tagline: programById("wildcard").tagline,
    lede: "Your passion doesn't fit a box? Good. Wildcards design their own path, with support from every discipline and the flexibility to change as they grow.",
  },
  proof: [stats.wildcardLane, stats.innovators, stats.uniquePaths],
  highlightsHeading: "Built for Wildcards",
  highlights: [
    {
      title: "Your Own Path",
      description: "No template. Your goals, your milestones, built around what you love.",
      icon: "Route",
    },
    {
      title: "Cross-Discipline Support",
      description: "Borrow skills and mentors from art, sport, music and business.",
      icon: "Shapes",
    },
    {
      title: "Maximum Flexibility",
      description: "Your path fits around school, work and life, and changes when you do.",
      icon: "Shuffle",
    },
  ],
  customPath: {
    heading: "How a Custom Path Works",
    text: "Wildcards don't pick from a menu. They build the menu.",
    steps: [
      "Tell us what you're into, all of it, even the parts that don't seem to fit together.",
      "Design your path with a mentor: the goals, the milestones and the skills to borrow from other tracks.",
      "Build your work and put it on the showcase.",
      "Adjust as you grow. Your path can change when you do.",
    ],
  },
  paths: {
    heading: "Choose Your Path",
    text: "Four ways to make your lane real.",
    cards: wildcardSubpageCards,
  },
  closing: {
    heading: "Play Your Wildcard",
    text: "The world needs what only you can do. Start free and design your path.",
    // The spec shows no targets for these two buttons (see music.ts).
    actions: [
      { label: "Get Started", href: "/wypit" },
      { label: "Learn More", href: "/how-it-works", context: "about how THE CORE works" },
    ],
  },
} as const satisfies TrackPage & {
  customPath: { heading: string; text: string; steps: readonly string[] };
};
