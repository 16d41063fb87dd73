// The five tracks of /tracks, the four track choices of THE CORE, and the /tracks page copy.
import type { RoutePath } from "~/pages";
import { coreProgramme } from "./core-programme.en";
import { programById } from "./programs.en";
import { tracksPageStats } from "./stats.en";
import type { Action, CallToAction, ColourToken, TrackId } from "~/platform/copy-types";
import type { IconName } from "~/ui/icon-names";

export type Track = {
  readonly id: TrackId;
  readonly name: string;
  readonly subtitle: string;
  readonly description: string;
  readonly path: RoutePath;
  readonly colour: ColourToken;
  readonly tagline: string;
  readonly icon: IconName;
};

export const tracks = [
  {
    id: "art",
    name: "WYP ART",
    subtitle: programById("art").subtitle,
    description:
      "Drawing, painting, design, digital: make work you're proud of, learn from working artists and get it seen in the gallery and beyond.",
    path: "/art",
    colour: "art",
    tagline: "Design it. Drop it. Display it.",
    icon: "Palette",
  },
  {
    id: "sport",
    name: "WYP SPORT",
    subtitle: programById("sport").subtitle,
    description: "Our flagship for girls. Sharpen your skills, play for a team that has your back and grow into a leader people listen to.",
    path: "/sport",
    colour: "sport",
    tagline: programById("sport").tagline,
    icon: "Crown",
  },
  {
    id: "music",
    name: "WYP MUSIC",
    subtitle: programById("music").subtitle,
    description: "Get in a real studio, learn production from people who do it for a living and take your sound to a live stage.",
    path: "/music",
    colour: "music",
    tagline: programById("music").tagline,
    icon: "EighthNotes",
  },
  {
    id: "entrepreneur",
    name: "WYP ENTREPRENEUR",
    subtitle: programById("entrepreneur").subtitle,
    description: "Turn an idea into an MVP, pitch it to mentors for micro-grants and learn to make your first real revenue.",
    path: "/biz",
    colour: "biz",
    tagline: programById("entrepreneur").tagline,
    icon: "Rocket",
  },
  {
    id: "wildcard",
    name: "WYP WILDCARD",
    subtitle: programById("wildcard").subtitle,
    description: "Your passion doesn't fit a box? Good. Design a custom path with mentors from every discipline and flexibility built in.",
    path: "/wildcard",
    colour: "wildcard",
    tagline: programById("wildcard").tagline,
    icon: "Shuffle",
  },
] as const satisfies readonly Track[];

export function trackById(id: TrackId): Track {
  const track = tracks.find((t) => t.id === id);
  if (!track) throw new Error(`Unknown track: ${id}`);
  return track;
}

export type CoreTrackChoice = {
  readonly label: (typeof coreProgramme.trackChoices)[number];
  readonly href: RoutePath;
  readonly colour: ColourToken;
};

/** The four tracks a participant can lock in at INITIATE (THE CORE names only these four). */
export const coreTrackChoices = [
  { label: "Art", href: "/art", colour: "art" },
  { label: "Sport", href: "/sport", colour: "sport" },
  { label: "Music", href: "/music", colour: "music" },
  { label: "Biz", href: "/biz", colour: "biz" },
] as const satisfies readonly CoreTrackChoice[];

export const tracksPage = {
  hero: {
    title: "CHOOSE YOUR TRACK",
    lede: "One movement, many lanes. Every track runs on THE CORE, so whatever you pick, you build the same character, discipline and proof.",
    coreLink: { label: "New here? Start with THE CORE", href: "/the-core" },
  },
  stats: tracksPageStats,
  /** Heading of the card list, for screen readers (the cards' own titles are h3). */
  cardsHeading: "The five tracks",
  /** The button of a track's card. */
  /** The page puts the track's name in place of {track}. */
  exploreLabel: "Explore {track}",
  closing: {
    heading: "Still Deciding?",
    text: `Every track starts with THE CORE: ${coreProgramme.weeks} weeks that build the habits behind any passion. See how it works, then pick the track that pulls at you most.`,
    actions: [{ label: "Explore THE CORE", href: "/the-core" }],
  },
} as const satisfies {
  hero: { title: string; lede: string; coreLink: Action };
  stats: unknown;
  cardsHeading: string;
  exploreLabel: string;
  closing: CallToAction;
};
