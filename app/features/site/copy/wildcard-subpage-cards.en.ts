// The WYP WILDCARD sub-pages (/wildcard/*) as /wildcard shows them: a path card each, whose title is
// also the sub-page's own. A module of its own so that the track page loads its cards, not the
// sub-pages' words (./wildcard-subpages.en.ts; issue 33).
import type { SubpageCard } from "./subpages.en";

export const wildcardSubpageCards = [
  {
    slug: "community",
    href: "/wildcard/community",
    colour: "wildcard",
    icon: "Users",
    title: "Community Group",
    description: "A crew for young people whose passion doesn't fit a box.",
  },
  {
    slug: "custom-path",
    href: "/wildcard/custom-path",
    colour: "wildcard",
    icon: "Route",
    title: "Custom Path Design",
    description: "Design a path around your passion, with goals and milestones that fit.",
  },
  {
    slug: "showcase",
    href: "/wildcard/showcase",
    colour: "wildcard",
    icon: "Star",
    title: "Showcase Platform",
    description: "Put your work in front of a real audience, whatever form it takes.",
  },
  {
    slug: "mentorships",
    href: "/wildcard/mentorships",
    colour: "wildcard",
    icon: "HeartHandshake",
    title: "Flex Mentorships",
    description: "Mentors matched to your mix of passions, on a schedule that fits.",
  },
] as const satisfies readonly SubpageCard<"wildcard">[];
