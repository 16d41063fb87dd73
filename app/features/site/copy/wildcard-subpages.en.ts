// The WYP WILDCARD sub-pages (/wildcard/*) beyond their cards (./wildcard-subpage-cards.en.ts): each
// one's title and description, and what the page says. Only these pages load this module (issue 33).
import type { TrackName, TrackSubpages } from "./subpages.en";

export const wildcardSubpages = {
  trackName: "WYP WILDCARD",
  backLink: {
    label: "Back to WYP WILDCARD",
    href: "/wildcard",
  },
  pages: {
    community: {
      meta: {
        title: "Wildcard Community Group | WYP WILDCARD",
        description: "A crew for the young people whose passion doesn't fit a box: share what you're making and find your people.",
      },
      lede: "Gamers, chefs, designers, activists, inventors and everyone in between. If your passion doesn't fit a standard track, this is where you find your people.",
      offersHeading: "What the Community Offers",
      offers: [
        "People who get that your passion is real, even if it's unusual",
        "Feedback from across every discipline",
        "Collaborators for projects that mix worlds",
        "First word on showcases and mentor openings",
      ],
      whoItsFor: "Young people whose passion lives between tracks, or outside them completely.",
      steps: [
        "Start free and tell us you're a Wildcard.",
        "Join the community chat (13+) and tell everyone what you're into.",
        "Share something you've made and see who it connects you with.",
      ],
      cta: {
        label: "Join the Community",
        href: "/wypit",
      },
    },
    "custom-path": {
      meta: {
        title: "Custom Path Design | WYP WILDCARD",
        description: "Design a path around your own passion, with goals, milestones and support that fit what you do.",
      },
      lede: "No template, no box. Sit down with a mentor and design a path around what you actually love: your goals, your milestones and the skills you borrow from every other track.",
      offersHeading: "What You Get",
      offers: [
        "A path built around your passion, not a template",
        "Goals and milestones you set with a mentor",
        "Skills borrowed from art, sport, music and business",
        "Room to change direction as you grow",
      ],
      whoItsFor: "Young people who know what they love but not where it leads, yet.",
      steps: [
        "Start free and tell us you're a Wildcard.",
        "Tell us what you're into, all of it.",
        "Design your path with a mentor and start on your first milestone.",
      ],
      cta: {
        label: "Design Your Path",
        href: "/wypit",
      },
    },
    showcase: {
      meta: {
        title: "Showcase Platform | WYP WILDCARD",
        description: "Put your work in front of a real audience, whatever form it takes.",
      },
      lede: "Your work deserves an audience, whether it's a film, a recipe, an app or something nobody has a name for yet. The showcase puts it in front of people who can cheer it on and open doors.",
      offersHeading: "What the Showcase Gives You",
      offers: [
        "A stage for work of any kind",
        "Feedback from the community and mentors",
        "Recognition for what you made, not what you posted",
        "Proof to point to when the next opportunity comes",
      ],
      whoItsFor: "Wildcards with a project to show, finished or in progress.",
      steps: [
        "Start free and tell us you're a Wildcard.",
        "Build your project with your mentor's help.",
        "Present it at the next showcase.",
      ],
      cta: {
        label: "Get on the Showcase",
        href: "/wypit",
      },
    },
    mentorships: {
      meta: {
        title: "Flex Mentorships | WYP WILDCARD",
        description: "Mentors matched to your mix of passions, on a schedule that fits your life.",
      },
      lede: "One mentor may not cover everything you do. Flex Mentorships match you with mentors across disciplines and fit around school, work and life.",
      offersHeading: "What a Flex Mentorship Gives You",
      offers: [
        "Mentors matched to each part of your passion",
        "Sessions that fit around school, work and family",
        "Help connecting your interests into one direction",
        "Someone in your corner as your path takes shape",
      ],
      whoItsFor: "Wildcards who need guidance that flexes as much as they do.",
      steps: [
        "Start free and tell us you're a Wildcard.",
        "Tell us what you're into and when you're free.",
        "Meet your mentors and set your first goal.",
      ],
      cta: {
        label: "Find Your Mentors",
        href: "/wypit",
      },
    },
  },
} as const satisfies TrackSubpages<"wildcard", TrackName<"wildcard">>;
