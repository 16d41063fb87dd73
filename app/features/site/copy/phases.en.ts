// THE CORE: the six phases of the six-week transformation, in order (spec section 4).
import type { IconName } from "~/ui/icon-names";
import { coreProgramme } from "./core-programme.en";

export type PhaseName = "INITIATE" | "STRUGGLE" | "BUILD" | "CONNECT" | "STAGE" | "PASS";

export type Phase = {
  readonly number: "01" | "02" | "03" | "04" | "05" | "06";
  readonly name: PhaseName;
  readonly subtitle: string;
  readonly goal: string;
  readonly whatHappens: readonly string[];
  readonly effect: string;
  readonly icon: IconName;
};

export const phases = [
  {
    number: "01",
    name: "INITIATE",
    subtitle: "Start & Identity Lock-In",
    goal: "Decide who you're becoming and commit to it.",
    whatHappens: [
      "You get your WYP ID with a personal QR card.",
      `You choose your track: ${coreProgramme.trackChoices.join(", ")}.`,
      `You complete a ${coreProgramme.calibrationDays}-day calibration to find your starting point.`,
      "You earn your Starter Badge.",
    ],
    effect: "You stop scrolling through other people's lives and start building your own.",
    icon: "QrCode",
  },
  {
    number: "02",
    name: "STRUGGLE",
    subtitle: "Challenge & Resilience",
    goal: "Build the discipline to show up, even when it's hard.",
    whatHappens: [
      "Daily quests with limited time to complete them.",
      "Tokens earned for every quest finished on time.",
      "An AI motivator tracks your progress and your mood.",
    ],
    effect: "Hard stops feeling like a wall and starts feeling like training.",
    icon: "Flame",
  },
  {
    number: "03",
    name: "BUILD",
    subtitle: "Creation & Ownership",
    goal: "Make something real that is yours.",
    whatHappens: [
      "You create your main project in your track.",
      "You collaborate with others on your squad.",
      "You own every decision, from the first idea to the finished piece.",
    ],
    effect: "You go from consuming content to creating it.",
    icon: "Hammer",
  },
  {
    number: "04",
    name: "CONNECT",
    subtitle: "Feedback & Growth",
    goal: "Get better by learning from people who've been there.",
    whatHappens: ["Sessions with your mentor.", "Peer feedback on your project.", "Networking with people in your field."],
    effect: "Feedback becomes fuel, and your circle gets bigger and stronger.",
    icon: "Users",
  },
  {
    number: "05",
    name: "STAGE",
    subtitle: "Showcase & Recognition",
    goal: "Put your work in front of real people.",
    whatHappens: ["You present your project at a public showcase.", "Top participants earn extra rewards."],
    effect: "You get seen for what you made, not for what you posted.",
    icon: "Trophy",
  },
  {
    number: "06",
    name: "PASS",
    subtitle: "Give Back & Leadership",
    goal: "Lead the next group through what you just did.",
    whatHappens: ["You lead a micro-session for a new group starting THE CORE."],
    effect: "You become the mentor you needed, and the movement grows through you.",
    icon: "HandHeart",
  },
] as const satisfies readonly Phase[];
