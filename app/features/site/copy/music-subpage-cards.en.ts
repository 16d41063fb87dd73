// The WYP MUSIC sub-pages (/music/*) as /music shows them: a path card each, whose title is
// also the sub-page's own. A module of its own so that the track page loads its cards, not the
// sub-pages' words (./music-subpages.en.ts; issue 33).
import type { SubpageCard } from "./subpages.en";

export const musicSubpageCards = [
  {
    slug: "community",
    href: "/music/community",
    colour: "music",
    icon: "Users",
    title: "Community Group",
    description: "Share works in progress, find collaborators and get honest feedback.",
  },
  {
    slug: "studio",
    href: "/music/studio",
    colour: "music",
    icon: "Mic",
    title: "Studio Sessions",
    description: "Record in a professional studio and learn to finish your tracks.",
  },
  {
    slug: "mentorships",
    href: "/music/mentorships",
    colour: "music",
    icon: "HeartHandshake",
    title: "Mentorships",
    description: "Get paired with a working music mentor for one-on-one guidance.",
  },
  {
    slug: "courses",
    href: "/music/courses",
    colour: "music",
    icon: "BookOpen",
    title: "Courses",
    description: "Short, hands-on courses in production, songwriting and the music business.",
  },
] as const satisfies readonly SubpageCard<"music">[];
