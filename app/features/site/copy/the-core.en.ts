// THE CORE landing (/the-core): the promise, what it is, tracks, why it hits different.
import { coreProgramme } from "./core-programme.en";
import { coreStats } from "./stats.en";
import { trackById } from "./tracks.en";
import type { Action, Borough, CallToAction, FeatureCard, PageMeta, PathCard, SectionIntro, Stat } from "~/platform/copy-types";

export type Testimonial = {
  /** First name and last initial only. */
  readonly name: string;
  readonly age: number;
  readonly borough: Borough;
  readonly quote: string;
};

const registerAction = { label: "Register Here", dialog: "age" } as const satisfies Action;

const sport = trackById("sport");
const art = trackById("art");

export const theCorePage = {
  hero: {
    title: "THE CORE Transformation System",
    /** The title as the hero sets it, on two lines. */
    titleLines: ["THE CORE", "Transformation System"],
    promise: `${coreProgramme.steps} steps. ${coreProgramme.weeks} weeks. Find your lane, build discipline that lasts and prove it in front of people who matter.`,
    stats: coreStats,
    action: registerAction,
  },
  whatIsIt: {
    heading: "What is it?",
    paragraphs: [
      `THE CORE is WYP's mindset system: a ${coreProgramme.steps}-step, ${coreProgramme.weeks}-week journey every track runs on. It starts with a ${coreProgramme.calibrationDays}-day calibration, then daily quests that build the habit of showing up.`,
      "You make a real project, get feedback from mentors and peers, show it in public and finish by teaching the next group. The algorithm wants your attention. THE CORE gives it back to you.",
    ],
    learnMore: { label: `See all ${coreProgramme.steps} phases`, href: "/how-it-works" },
  },
  chooseYourTrack: {
    heading: "Choose Your Track",
    text: "Start in our two flagship tracks, or pick music or business when you lock in your ID.",
    cards: [
      {
        title: sport.name,
        description: sport.description,
        icon: sport.icon,
        colour: sport.colour,
        href: sport.path,
        buttonLabel: "Explore WYP SPORT",
      },
      {
        title: art.name,
        description: art.description,
        icon: art.icon,
        colour: art.colour,
        href: art.path,
        buttonLabel: "Explore WYP ART",
      },
    ],
  },
  hitsDifferent: {
    heading: "This Hits Different.",
    cards: [
      {
        title: "Find Your Lane",
        description: "Calibrate, test and lock in the track that fits who you are, not who the feed says you should be.",
        icon: "Compass",
      },
      {
        title: "Stack Wins Daily",
        description: "Short daily quests against the clock, tokens for finishing on time and progress you can actually see.",
        icon: "Zap",
      },
      {
        title: "Squad + Wisdom",
        description: "Build beside peers who get it and learn from mentors who have already done it.",
        icon: "Users",
      },
      {
        title: "Get Seen",
        description: "Show your work on a real stage and get recognized for what you made, not what you posted.",
        icon: "Star",
      },
    ],
  },
  whyWypMatters: {
    heading: "Why WYP Matters",
    cards: [
      {
        title: "Alternative Education",
        description: "Skills learned by doing: mentors instead of lectures, projects instead of tests, proof instead of grades.",
        icon: "GraduationCap",
      },
      {
        title: "Cultural Movement",
        description:
          "Born in Harlem, the Bronx and Brooklyn. A generation deciding that character is the currency and reality beats the algorithm.",
        icon: "Megaphone",
      },
      {
        title: "Digital Product + Community",
        description: "Your ID, quests, tokens and progress in one system, backed by a real community that shows up in person.",
        icon: "Smartphone",
      },
    ],
  },
  closing: {
    heading: "Your Upgrade Starts Now",
    text: "It's free to start. Tell us your age and we'll send you to the right place to join.",
    actions: [registerAction],
  },
} as const satisfies {
  hero: {
    title: string;
    titleLines: readonly [string, string];
    promise: string;
    stats: readonly Stat[];
    action: Action;
  };
  whatIsIt: { heading: string; paragraphs: readonly string[]; learnMore: Action };
  chooseYourTrack: SectionIntro & { cards: readonly PathCard[] };
  hitsDifferent: { heading: string; cards: readonly FeatureCard[] };
  whyWypMatters: { heading: string; cards: readonly FeatureCard[] };
  closing: CallToAction;
};

/** What the testimonials' controls and slides say to screen readers. */
export const testimonialControls = {
  pause: "Pause testimonials",
  play: "Play testimonials",
  previous: "Previous testimonial",
  next: "Next testimonial",
  /** A slide's place among the others: "2 of 4". */
  position: (place: number, count: number) => `${place} of ${count}`,
  /** Who a testimonial's teen is, under their name: "15, Harlem". */
  role: (age: number, borough: string) => `${age}, ${borough}`,
} as const;

// Written for the design, in the voice of the movement's teens. Before launch, replace them
// with real participants' words, used with their consent (and a parent's, for minors).
export const testimonials = [
  {
    name: "Aaliyah R.",
    age: 15,
    borough: "Harlem",
    quote: "I used to scroll till 2am. Now I'm up early finishing my quest before school. My mom noticed before I did.",
  },
  {
    name: "Marcus T.",
    age: 16,
    borough: "Bronx",
    quote: "Week two almost took me out, not gonna lie. But I kept getting my tokens on time and I realized I can actually do hard stuff.",
  },
  {
    name: "Sofia P.",
    age: 14,
    borough: "Brooklyn",
    quote:
      "I didn't think anybody cared about my sketches. At the showcase people were asking me questions about my piece. Like, real questions.",
  },
  {
    name: "Deja W.",
    age: 17,
    borough: "Bronx",
    quote: "Now I'm the one running the micro-session for the new group. Kind of crazy. Kind of proud.",
  },
] as const satisfies readonly Testimonial[];

/** The page's title and description: its <title>, meta description and Open Graph (app/ui/page/page-meta.ts). */
export const theCoreMeta = {
  title: "THE CORE Transformation System | WYP",
  description: "Six steps, six weeks. THE CORE is WYP's mindset system: find your lane, stack wins daily, build with a squad and get seen.",
} as const satisfies PageMeta;
