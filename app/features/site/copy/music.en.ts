// WYP MUSIC (/music).
import { programById } from "./programs.en";
import { stats } from "./stats.en";
import { musicSubpageCards } from "./music-subpage-cards.en";
import { trackById } from "./tracks.en";
import type { TrackPage } from "~/platform/copy-types";

const track = trackById("music");

export const musicPage = {
  track: "music",
  colour: "music",
  backLink: { label: "Back to Home", href: "/" },
  hero: {
    title: track.name,
    tagline: programById("music").tagline,
    lede: "Studio access, production training and real stages for young artists and producers in Harlem, the Bronx and Brooklyn.",
  },
  proof: [stats.streams, stats.musicFirstYearStreams],
  highlightsHeading: "Built for Your Sound",
  highlights: [
    {
      title: "Professional Studio Access",
      description: "Record in a real studio with real gear, and people who show you how to use it.",
      icon: "Mic",
    },
    {
      title: "Production Training",
      description: "Beat-making, recording, mixing and mastering, learned step by step on your own tracks.",
      icon: "Headphones",
    },
    {
      title: "Performance Stages",
      description: "Take your music live at showcases and community events, in front of a real crowd.",
      icon: "AudioLines",
    },
  ],
  paths: {
    heading: "Choose Your Path",
    text: "Four ways in. Start with one, add the rest as you grow.",
    cards: musicSubpageCards,
  },
  closing: {
    heading: "Ready to Create?",
    text: "Your sound deserves more than a phone speaker. Start free and make your first move.",
    // The spec shows no targets for these two buttons: start goes to the free start, learn to
    // the six phases every track runs on.
    actions: [
      { label: "Get Started", href: "/wypit" },
      { label: "Learn More", href: "/how-it-works", context: "about how THE CORE works" },
    ],
  },
} as const satisfies TrackPage;
