// Title and description of every page of the sitemap (app/pages.ts, checked by app/pages.test.ts),
// for <title>, the meta description and Open Graph: one entry for each page of the registry.
import type { RoutePath } from "~/pages";

export type PageMeta = { readonly title: string; readonly description: string };

export const routeMeta = {
  "/": {
    title: "WYP | What's Your Passion: Don't Let the Algorithm Raise Your Kids",
    description:
      "A youth movement in Harlem, the Bronx and Brooklyn. Real passions, real mentors, real community. Character = Currency. Reality > Algorithm.",
  },
  "/the-core": {
    title: "THE CORE Transformation System | WYP",
    description:
      "Six steps, six weeks. THE CORE is WYP's mindset system: find your lane, stack wins daily, build with a squad and get seen.",
  },
  "/how-it-works": {
    title: "How It Works: the 6-Week Transformation | WYP",
    description: "INITIATE, STRUGGLE, BUILD, CONNECT, STAGE, PASS: the six phases of THE CORE, week by week.",
  },
  "/wyp-ventures": {
    title: "WYP Ventures: Incubator & Pre-Accelerator | WYP",
    description: "For THE CORE graduates: turn your project into a business with real MVPs, a mentor network and a path to income.",
  },
  "/wyp-licensing": {
    title: "WYP Licensing: Your Work on Real Products | WYP",
    description: "Young creators aged 13-19 put their designs on real products with brands, and learn how licensing works by doing it.",
  },
  "/tracks": {
    title: "Choose Your Track | WYP",
    description: "Art, sport, music, entrepreneurship or wildcard: five tracks, one movement. Pick the one that fits your passion.",
  },
  "/about": {
    title: "About WYP | What's Your Passion",
    description:
      "WYP is a media, incubator and lifestyle movement founded in 2018 to inspire, enable and empower young people. Passion + purpose = peace.",
  },
  "/art": {
    title: "WYP ART: Passion In Color | WYP",
    description: "Design it. Drop it. Share it. Thrive. Contests, master classes, a gallery and a community for young artists in NYC.",
  },
  "/sport": {
    title: "WYP SPORT: her game, her rules | WYP",
    description: "The flagship sport program for girls: skill development, team building and character growth, on the court and off it.",
  },
  "/music": {
    title: "WYP MUSIC: Make tracks. Make moves. | WYP",
    description: "Studio access, production training and performance stages for young artists and producers in NYC.",
  },
  "/biz": {
    title: "WYP ENTREPRENEUR: Build it. Pitch it. | WYP",
    description: "From idea to MVP: mentorship, micro-grants and a Mini Shark Tank for young founders in NYC.",
  },
  "/wildcard": {
    title: "WYP WILDCARD: from passion to profession | WYP",
    description: "Don't fit a standard track? Design your own path with cross-discipline support and flexible mentorship.",
  },
  "/art/community": {
    title: "Art Community | WYP ART",
    description:
      "A private community for young artists: daily feedback, monthly meet-ups in Harlem, the Bronx and Brooklyn, and rules that keep it respectful.",
  },
  "/art/weekly-prize": {
    title: "The Weekly Drop: Weekly Art Prize | WYP ART",
    description:
      "Submit by Friday 5pm, the community votes Saturday to Sunday, the winner is announced Monday. Open to NYC youth aged 13-19.",
  },
  "/art/weekly-prize/submit": {
    title: "Submit Your Art: The Weekly Drop | WYP ART",
    description:
      "Enter this week's Weekly Drop: upload one original piece by Friday 5pm. Open to NYC youth aged 13-19; the community votes on the weekend.",
  },
  "/wyp-gallery": {
    title: "WYP Gallery: Young Artists' Work | WYP",
    description: "Browse and like artwork made by young artists in the WYP community.",
  },
  "/wypit": {
    title: "Start Free | WYP",
    description: "Start WYP for free: pick your track, join the community and begin THE CORE, a six-week transformation.",
  },
  "/privacy": {
    title: "Privacy Notice | WYP",
    description: "What this site collects, why, how long we keep it and how to ask us to delete it. Written in plain language.",
  },
  "/terms": {
    title: "Terms of Use | WYP",
    description: "The plain-language rules for using the WYP site and community.",
  },
  "/music/community": {
    title: "Music Community Group | WYP MUSIC",
    description: "Share works in progress, find collaborators and get honest feedback from young artists and producers.",
  },
  "/music/studio": {
    title: "Studio Sessions | WYP MUSIC",
    description: "Book time in a professional studio and learn to record, mix and finish your own tracks.",
  },
  "/music/mentorships": {
    title: "Music Mentorships | WYP MUSIC",
    description: "Get paired with a working music mentor for one-on-one guidance on your sound and your next move.",
  },
  "/music/courses": {
    title: "Music Courses | WYP MUSIC",
    description: "Short, hands-on courses in production, songwriting, performance and the business of music.",
  },
  "/biz/community": {
    title: "Entrepreneur Community Group | WYP ENTREPRENEUR",
    description: "Young founders building side by side: share progress, swap feedback and keep each other accountable.",
  },
  "/biz/shark-tank": {
    title: "Mini Shark Tank | WYP ENTREPRENEUR",
    description: "Pitch your idea to mentors and compete for micro-grants to build your MVP.",
  },
  "/biz/events": {
    title: "Live Events | WYP ENTREPRENEUR",
    description: "Workshops, pop-ups and pitch nights where young founders learn, sell and meet people who can help.",
  },
  "/biz/mentorships": {
    title: "Business Mentorships | WYP ENTREPRENEUR",
    description: "Work one-on-one with a founder or operator who has done what you are trying to do.",
  },
  "/biz/courses": {
    title: "Business Courses | WYP ENTREPRENEUR",
    description: "From idea to first sale: short courses on validating, building, pricing and pitching.",
  },
  "/wildcard/community": {
    title: "Wildcard Community Group | WYP WILDCARD",
    description: "A crew for the young people whose passion doesn't fit a box: share what you're making and find your people.",
  },
  "/wildcard/custom-path": {
    title: "Custom Path Design | WYP WILDCARD",
    description: "Design a path around your own passion, with goals, milestones and support that fit what you do.",
  },
  "/wildcard/showcase": {
    title: "Showcase Platform | WYP WILDCARD",
    description: "Put your work in front of a real audience, whatever form it takes.",
  },
  "/wildcard/mentorships": {
    title: "Flex Mentorships | WYP WILDCARD",
    description: "Mentors matched to your mix of passions, on a schedule that fits your life.",
  },
} as const satisfies Record<RoutePath, PageMeta>;

export const knownRoutes = Object.keys(routeMeta) as RoutePath[];

export function isKnownRoute(path: string): path is RoutePath {
  return Object.hasOwn(routeMeta, path);
}

/** The not-found page is not a route of its own; its meta is used by the catch-all. */
export const notFoundMeta = {
  title: "Page not found | WYP",
  description: "This page doesn't exist. Head back home and find your passion.",
} as const satisfies PageMeta;
