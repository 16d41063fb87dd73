// The five programmes (spec section 3, Program), as shown on the home page's
// "Choose Your Program" and reused wherever a programme is summarised.
import type { RoutePath } from "~/pages";
import { stats } from "./stats.en";
import type { ColourToken, Stat, TrackId } from "~/platform/copy-types";
import type { IconName } from "~/ui/icon-names";

export type Program = {
  readonly id: TrackId;
  /** The programme's own name (sport is "QueenMe", art is "Gallery"). */
  readonly title: string;
  /** How the name is shown on cards. */
  readonly shownAs: string;
  readonly subtitle: string;
  readonly description: string;
  readonly cta: string;
  readonly tagline: string;
  readonly colour: ColourToken;
  /** The visual motif behind the card art. */
  readonly motif: string;
  readonly icon: IconName;
  readonly link: RoutePath;
  readonly proof: Stat;
  readonly story: string;
};

export const programs = [
  {
    id: "sport",
    title: "QueenMe",
    shownAs: "WYPsport",
    subtitle: "Girls' Sport & Leadership",
    description: "Our flagship program for girls: real skills, a real team and the confidence to lead, on the court and off it.",
    cta: "Get In The Game",
    tagline: "her game, her rules",
    colour: "sport",
    motif: "crown",
    icon: "Crown",
    link: "/sport",
    proof: stats.activeAthletes,
    story:
      "Basketball, street sports and the squad that comes with them. Girls train with coaches who believe in them, compete beside teammates who push them, and walk away with a voice as strong as their game.",
  },
  {
    id: "art",
    title: "Gallery",
    shownAs: "WYPart",
    subtitle: "Visual Art & Design",
    description: "Contests, master classes, a public gallery and a community of young artists who make, share and grow together.",
    cta: "Enter The Gallery",
    tagline: "Passion In Color",
    colour: "art",
    motif: "paint splatter",
    icon: "Palette",
    link: "/art",
    proof: stats.activeArtists,
    story:
      "Sketchbook, spray can or tablet: whatever you create with, bring it. Young artists enter contests, learn from working artists and see their pieces on a gallery wall where real people stop and look.",
  },
  {
    id: "music",
    title: "MUSIC",
    shownAs: "MUSIC",
    subtitle: "Production, Performance & Sound",
    description: "Studio access, production training and live stages for young artists and producers who are serious about their sound.",
    cta: "Start Making Tracks",
    tagline: "Make tracks. Make moves.",
    colour: "music",
    motif: "sound wave",
    icon: "EighthNotes",
    link: "/music",
    proof: stats.musicFirstYearStreams,
    story:
      "Beats on a phone are a start. Here you learn to record, mix and finish a track in a real studio, then perform it for a real crowd, with mentors who have done it showing you how.",
  },
  {
    id: "entrepreneur",
    title: "ENTREPRENEUR",
    shownAs: "ENTREPRENEUR",
    subtitle: "Business & Innovation",
    description: "Take an idea to a working MVP with mentors, micro-grants and a Mini Shark Tank to pitch it in.",
    cta: "Start Building",
    tagline: "Build it. Pitch it.",
    colour: "biz",
    motif: "rising graph",
    icon: "Rocket",
    link: "/biz",
    proof: stats.bizRevenue,
    story:
      "Got a hustle, a product idea or a problem you can't stop thinking about? Young founders test it, build it, price it and pitch it, and learn what it takes to make their first real money.",
  },
  {
    id: "wildcard",
    title: "WILDCARD",
    shownAs: "WILDCARD",
    subtitle: "Your Own Path",
    description: "For young people whose passion doesn't fit a standard track: design your own path with support from every discipline.",
    cta: "Design Your Path",
    tagline: "from passion to profession",
    colour: "wildcard",
    motif: "wild card",
    icon: "Shuffle",
    link: "/wildcard",
    proof: stats.wildcardLane,
    story:
      "Fashion and code? Cooking and film? Gaming and activism? If your passion doesn't have a box, you don't need one. Wildcards build a custom path with mentors who flex to fit what they do.",
  },
] as const satisfies readonly Program[];

export function programById(id: TrackId): Program {
  const program = programs.find((p) => p.id === id);
  if (!program) throw new Error(`Unknown program: ${id}`);
  return program;
}
