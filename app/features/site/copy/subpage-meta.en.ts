// Title and description of each track sub-page (/music/*, /biz/*, /wildcard/*), in a module of
// their own: the sub-pages' copy (./subpages.en.ts) is loaded by the track pages too, and a page's
// script carries only its own page's title (issue 33; performance/build-output.test.ts). One route
// module serves every sub-page, so each sub-page carries all thirteen.
import type { SubpagePath } from "~/pages";
import type { PageMeta } from "./types";

export const subpageMeta = {
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
} as const satisfies Record<SubpagePath, PageMeta>;
