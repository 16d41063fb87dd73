// The WYP ENTREPRENEUR sub-pages (/biz/*) as /biz shows them: a path card each, whose title is
// also the sub-page's own. A module of its own so that the track page loads its cards, not the
// sub-pages' words (./biz-subpages.en.ts; issue 33).
import type { SubpageCard } from "./subpages.en";

export const bizSubpageCards = [
  {
    slug: "community",
    href: "/biz/community",
    colour: "biz",
    icon: "Users",
    title: "Community Group",
    description: "Young founders building side by side and keeping each other accountable.",
  },
  {
    slug: "shark-tank",
    href: "/biz/shark-tank",
    colour: "biz",
    icon: "Presentation",
    title: "Mini Shark Tank",
    description: "Pitch to mentors and win micro-grants to build your MVP.",
  },
  {
    slug: "events",
    href: "/biz/events",
    colour: "biz",
    icon: "CalendarDays",
    title: "Live Events",
    description: "Workshops, pop-ups and pitch nights to learn, sell and meet people.",
  },
  {
    slug: "mentorships",
    href: "/biz/mentorships",
    colour: "biz",
    icon: "HeartHandshake",
    title: "Mentorships",
    description: "Work one-on-one with a founder who has done what you're trying to do.",
  },
  {
    slug: "courses",
    href: "/biz/courses",
    colour: "biz",
    icon: "BookOpen",
    title: "Courses",
    description: "From idea to first sale: validating, building, pricing and pitching.",
  },
] as const satisfies readonly SubpageCard<"biz">[];
