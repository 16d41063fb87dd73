// WYP ENTREPRENEUR (/biz).
import { programById } from "./programs.en";
import { stats } from "./stats.en";
import { bizSubpageCards } from "./biz-subpage-cards.en";
import { trackById } from "./tracks.en";
import type { TrackPage } from "~/platform/copy-types";

const track = trackById("entrepreneur");

export const bizPage = {
  track: "entrepreneur",
  colour: "biz",
  backLink: { label: "Back to Home", href: "/" },
  hero: {
    title: track.name,
    tagline: programById("entrepreneur").tagline,
    lede: "Take your idea from a notebook to a working MVP, with mentors who have built businesses and micro-grants to get you started.",
  },
  proof: [stats.youthRevenue, stats.bizRevenue],
  highlightsHeading: "Built for Founders",
  highlights: [
    {
      title: "Idea to MVP",
      description: "Test your idea, build a first version and put it in front of real customers.",
      icon: "Lightbulb",
    },
    {
      title: "Micro-Grants Available",
      description: "Pitch at Mini Shark Tank and win funding to build what you pitched.",
      icon: "HandCoins",
    },
    {
      title: "Real Mentorship",
      description: "Founders and operators who tell you the truth and help you act on it.",
      icon: "Handshake",
    },
  ],
  paths: {
    heading: "Choose Your Path",
    text: "Five ways to build. Pick one to start; the best founders end up using them all.",
    cards: bizSubpageCards,
  },
  closing: {
    heading: "Join the Next Generation of Founders",
    text: "Young people in Harlem, the Bronx and Brooklyn are already building. Your idea could be next.",
    // The spec shows no targets for these two buttons (see music.ts).
    actions: [
      { label: "Get Started", href: "/wypit" },
      { label: "Learn More", href: "/how-it-works", context: "about how THE CORE works" },
    ],
  },
} as const satisfies TrackPage;
