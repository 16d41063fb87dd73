// WYP SPORT (/sport): the flagship program for girls.
import { programById } from "./programs.en";
import { sportStats } from "./stats.en";
import { trackById } from "./tracks.en";
import type { Action, CallToAction, FeatureCard, PageMeta, PathCard, SectionIntro, Stat } from "~/platform/copy-types";

export const sportPage = {
  hero: {
    title: trackById("sport").name,
    tagline: programById("sport").tagline,
    lede: "The flagship program for girls in Harlem, the Bronx and Brooklyn. Build your game, find your voice and wear the crown.",
  },
  stats: sportStats,
  pillars: {
    heading: "Build Your Game & Your Voice",
    cards: [
      {
        title: "Skill Development",
        description: "Coaching that sharpens your fundamentals and takes your game to the next level.",
        icon: "Target",
      },
      {
        title: "Team Building",
        description: "Play for a squad that has your back, and learn to have theirs.",
        icon: "Users",
      },
      {
        title: "Character Growth",
        description: "Confidence, discipline and leadership that carry off the court and into life.",
        icon: "Crown",
      },
    ],
  },
  paths: {
    heading: "Get In The Game",
    cards: [
      {
        title: "Become a Partner",
        description: "Sponsor a team, fund a clinic or collaborate with us to grow girls' sport in NYC.",
        icon: "Handshake",
        colour: "sport",
        dialog: "partnership",
        buttonLabel: "Partner With Us",
      },
      {
        title: "Join Our Community",
        description: "Players, families and fans: get in the loop on games, training and events.",
        icon: "Users",
        colour: "sport",
        dialog: "age",
        buttonLabel: "Join Now",
      },
      {
        title: "Be a Mentor",
        description: "Coach, athlete or leader? Help the next generation of queens build their game.",
        icon: "HeartHandshake",
        colour: "sport",
        dialog: "mentor",
        buttonLabel: "Apply to Mentor",
      },
    ],
  },
  // Its cards are the sport events staff mark "Show under Current Events" in the console.
  currentEvents: { heading: "Current Events" },
  crownAccess: {
    heading: "Crown Access Only",
    text: "Members-only sessions, early sign-up for events and first look at new drops, for the girls who wear the crown.",
    action: { label: "Claim Access", dialog: "crown-access" },
  },
  // Its events are posted from the staff console (the events table, programme "sport"), seeded
  // with the spec's four coming-soon items; one without a date says so. Featured ones show here too.
  eventsCalendar: { heading: "Events Calendar", undated: "Coming Soon" },
  closing: {
    heading: "Ready to Play?",
    text: "Lace up. Your squad is waiting.",
    // The spec shows no target; joining the community is the way in.
    actions: [{ label: "Join The Squad", dialog: "age" }],
  },
} as const satisfies {
  hero: { title: string; tagline: string; lede: string };
  stats: readonly Stat[];
  pillars: { heading: string; cards: readonly FeatureCard[] };
  paths: SectionIntro & { cards: readonly PathCard[] };
  currentEvents: { heading: string };
  crownAccess: { heading: string; text: string; action: Action };
  eventsCalendar: { heading: string; undated: string };
  closing: CallToAction;
};

/** The page's title and description: its <title>, meta description and Open Graph (app/ui/page/page-meta.ts). */
export const sportMeta = {
  title: "WYP SPORT: her game, her rules | WYP",
  description: "The flagship sport program for girls: skill development, team building and character growth, on the court and off it.",
} as const satisfies PageMeta;
