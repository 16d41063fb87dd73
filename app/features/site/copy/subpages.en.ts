// The thirteen track sub-pages (/music/*, /biz/*, /wildcard/*), as data for one template.
// The track pages build their path cards from these entries, so a card and its page always agree.
import type { SubpagePath } from "~/pages";
import type { Action, ColourToken, PathCard } from "./types";
import type { IconName } from "~/ui/icon-names";

/** Tracks that have sub-pages, by their route segment. */
export type SubpageTrack = "music" | "biz" | "wildcard";

export type Subpage = {
  readonly track: SubpageTrack;
  readonly slug: string;
  readonly path: SubpagePath;
  readonly colour: ColourToken;
  readonly icon: IconName;
  readonly title: string;
  /** One line for the path card on the track page. */
  readonly summary: string;
  readonly lede: string;
  readonly offersHeading: string;
  readonly offers: readonly string[];
  readonly whoItsFor: string;
  readonly steps: readonly string[];
  readonly cta: { readonly label: string; readonly href: "/wypit" };
  readonly backLink: Action;
};

/** Section headings shared by every sub-page. */
export const subpageLabels = {
  offers: "What You Get",
  whoItsFor: "Who It's For",
  steps: "How to Start",
  more: "More Ways In",
} as const;

const backToMusic = { label: "Back to WYP MUSIC", href: "/music" } as const satisfies Action;
const backToBiz = { label: "Back to WYP ENTREPRENEUR", href: "/biz" } as const satisfies Action;
const backToWildcard = { label: "Back to WYP WILDCARD", href: "/wildcard" } as const satisfies Action;

export const subpages = [
  // Music
  {
    track: "music",
    slug: "community",
    path: "/music/community",
    colour: "music",
    icon: "Users",
    title: "Community Group",
    summary: "Share works in progress, find collaborators and get honest feedback.",
    lede: "Making music alone is hard. Here you drop your demos, trade feedback and find the producer, singer or writer you've been looking for.",
    offersHeading: "What the Community Offers",
    offers: [
      "A space to share demos and works in progress",
      "Honest feedback from artists and producers your age",
      "Collaborators for your next track",
      "First word on studio time, showcases and open mics",
    ],
    whoItsFor:
      "Rappers, singers, producers, songwriters and DJs at any level who want to grow with people who take music as seriously as they do.",
    steps: [
      "Start free and pick the Music track.",
      "Join the community chat (13+) and introduce yourself and your sound.",
      "Post your first work in progress and give feedback on someone else's.",
    ],
    cta: { label: "Join the Community", href: "/wypit" },
    backLink: backToMusic,
  },
  {
    track: "music",
    slug: "studio",
    path: "/music/studio",
    colour: "music",
    icon: "Mic",
    title: "Studio Sessions",
    summary: "Record in a professional studio and learn to finish your tracks.",
    lede: "Your bedroom is a start. Studio Sessions put you behind a real mic and a real board, with someone who knows the gear showing you how to get the sound in your head onto the track.",
    offersHeading: "What a Session Gives You",
    offers: [
      "Time in a professional studio",
      "Hands-on help recording, mixing and finishing",
      "A finished track you can release and perform",
      "The studio habits that make every session count",
    ],
    whoItsFor:
      "Young artists and producers with a song, a beat or an idea ready to record, including first-timers who have never been in a studio.",
    steps: [
      "Start free and pick the Music track.",
      "Bring a song, a beat or a demo you want to take further.",
      "Plan your session with a mentor, then get in the booth.",
    ],
    cta: { label: "Get Studio Time", href: "/wypit" },
    backLink: backToMusic,
  },
  {
    track: "music",
    slug: "mentorships",
    path: "/music/mentorships",
    colour: "music",
    icon: "HeartHandshake",
    title: "Mentorships",
    summary: "Get paired with a working music mentor for one-on-one guidance.",
    lede: "A mentor who has been where you want to go: someone to listen to your work, tell you the truth about it and help you plan your next move.",
    offersHeading: "What a Mentorship Gives You",
    offers: [
      "One-on-one sessions with a working artist, producer or engineer",
      "Straight feedback on your music and your plan",
      "Help with releases, performing and building an audience",
      "Someone in your corner when it gets hard",
    ],
    whoItsFor: "Young musicians who are putting in the work and want guidance from someone who has done it.",
    steps: [
      "Start free and pick the Music track.",
      "Share your goals and a sample of your music.",
      "Meet your mentor and set your first goal together.",
    ],
    cta: { label: "Find a Mentor", href: "/wypit" },
    backLink: backToMusic,
  },
  {
    track: "music",
    slug: "courses",
    path: "/music/courses",
    colour: "music",
    icon: "BookOpen",
    title: "Courses",
    summary: "Short, hands-on courses in production, songwriting and the music business.",
    lede: "Learn the craft and the business one skill at a time, by making music, not by sitting through lectures.",
    offersHeading: "What You'll Learn",
    offers: [
      "Beat-making and production",
      "Songwriting and performance",
      "Recording, mixing and mastering basics",
      "Releasing music and understanding the business behind it",
    ],
    whoItsFor: "Anyone who wants to make music, from total beginners to artists filling in the gaps.",
    steps: [
      "Start free and pick the Music track.",
      "Choose a course that matches where you are.",
      "Finish each lesson with something you made.",
    ],
    cta: { label: "Start Learning", href: "/wypit" },
    backLink: backToMusic,
  },
  // Entrepreneurship
  {
    track: "biz",
    slug: "community",
    path: "/biz/community",
    colour: "biz",
    icon: "Users",
    title: "Community Group",
    summary: "Young founders building side by side and keeping each other accountable.",
    lede: "Building a business young can feel lonely. This is the crew that shares wins, losses, leads and lessons, and keeps you moving.",
    offersHeading: "What the Community Offers",
    offers: [
      "Founders your age to trade ideas and feedback with",
      "Accountability check-ins on your goals",
      "Leads, resources and opportunities shared by members",
      "First word on Mini Shark Tank, events and courses",
    ],
    whoItsFor: "Young people with a business idea, a side hustle or a product they're already selling.",
    steps: [
      "Start free and pick the Biz track.",
      "Join the community chat (13+) and share what you're building.",
      "Set your first goal and check in on it with the group.",
    ],
    cta: { label: "Join the Community", href: "/wypit" },
    backLink: backToBiz,
  },
  {
    track: "biz",
    slug: "shark-tank",
    path: "/biz/shark-tank",
    colour: "biz",
    icon: "Presentation",
    title: "Mini Shark Tank",
    summary: "Pitch to mentors and win micro-grants to build your MVP.",
    lede: "Stand up, pitch your idea to a panel of mentors and compete for micro-grants that help you build it. Win or not, you leave with feedback that makes your business better.",
    offersHeading: "What You Get",
    offers: [
      "A real pitch in front of real mentors",
      "A shot at a micro-grant to build your MVP",
      "Pitch coaching before you go on",
      "Feedback on your idea, your numbers and your delivery",
    ],
    whoItsFor: "Young founders with an idea they can explain and a plan for what a micro-grant would build.",
    steps: [
      "Start free and pick the Biz track.",
      "Shape your idea and your pitch with a mentor.",
      "Take the stage at the next Mini Shark Tank.",
    ],
    cta: { label: "Get Ready to Pitch", href: "/wypit" },
    backLink: backToBiz,
  },
  {
    track: "biz",
    slug: "events",
    path: "/biz/events",
    colour: "biz",
    icon: "CalendarDays",
    title: "Live Events",
    summary: "Workshops, pop-ups and pitch nights to learn, sell and meet people.",
    lede: "Get out from behind the screen: live workshops, pop-up markets and pitch nights where you learn from founders, sell to real customers and meet people who can help.",
    offersHeading: "What Happens at Events",
    offers: [
      "Workshops led by founders and operators",
      "Pop-ups where you sell your product in person",
      "Pitch nights and demo days",
      "Chances to meet mentors, partners and customers",
    ],
    whoItsFor: "Young entrepreneurs at any stage, from curious to already selling.",
    steps: [
      "Start free and pick the Biz track.",
      "Check the events calendar for what's next near you.",
      "Show up, bring your idea and talk to people.",
    ],
    cta: { label: "Find an Event", href: "/wypit" },
    backLink: backToBiz,
  },
  {
    track: "biz",
    slug: "mentorships",
    path: "/biz/mentorships",
    colour: "biz",
    icon: "HeartHandshake",
    title: "Mentorships",
    summary: "Work one-on-one with a founder who has done what you're trying to do.",
    lede: "A mentor who has built something: someone to pressure-test your idea, help you avoid the expensive mistakes and open a door when you're ready.",
    offersHeading: "What a Mentorship Gives You",
    offers: [
      "One-on-one sessions with a founder or operator",
      "Honest feedback on your idea, product and numbers",
      "Help setting goals and hitting them",
      "Introductions when your business is ready for them",
    ],
    whoItsFor: "Young founders who are building something and want an experienced guide.",
    steps: [
      "Start free and pick the Biz track.",
      "Tell us about your business and where you're stuck.",
      "Meet your mentor and agree on your first milestone.",
    ],
    cta: { label: "Find a Mentor", href: "/wypit" },
    backLink: backToBiz,
  },
  {
    track: "biz",
    slug: "courses",
    path: "/biz/courses",
    colour: "biz",
    icon: "BookOpen",
    title: "Courses",
    summary: "From idea to first sale: validating, building, pricing and pitching.",
    lede: "Short, practical courses that take you from idea to first sale, one step at a time, working on your own business as you go.",
    offersHeading: "What You'll Learn",
    offers: [
      "Testing whether people want your idea",
      "Building an MVP on a small budget",
      "Pricing, branding and selling",
      "Pitching to mentors, partners and funders",
    ],
    whoItsFor: "Anyone with a business idea, and anyone who wants one.",
    steps: [
      "Start free and pick the Biz track.",
      "Choose the course that fits where your business is.",
      "Apply every lesson to your own idea.",
    ],
    cta: { label: "Start Learning", href: "/wypit" },
    backLink: backToBiz,
  },
  // Wildcard
  {
    track: "wildcard",
    slug: "community",
    path: "/wildcard/community",
    colour: "wildcard",
    icon: "Users",
    title: "Community Group",
    summary: "A crew for young people whose passion doesn't fit a box.",
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
    cta: { label: "Join the Community", href: "/wypit" },
    backLink: backToWildcard,
  },
  {
    track: "wildcard",
    slug: "custom-path",
    path: "/wildcard/custom-path",
    colour: "wildcard",
    icon: "Route",
    title: "Custom Path Design",
    summary: "Design a path around your passion, with goals and milestones that fit.",
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
    cta: { label: "Design Your Path", href: "/wypit" },
    backLink: backToWildcard,
  },
  {
    track: "wildcard",
    slug: "showcase",
    path: "/wildcard/showcase",
    colour: "wildcard",
    icon: "Star",
    title: "Showcase Platform",
    summary: "Put your work in front of a real audience, whatever form it takes.",
    lede: "Your work deserves an audience, whether it's a film, a recipe, an app or something nobody has a name for yet. The showcase puts it in front of people who can cheer it on and open doors.",
    offersHeading: "What the Showcase Gives You",
    offers: [
      "A stage for work of any kind",
      "Feedback from the community and mentors",
      "Recognition for what you made, not what you posted",
      "Proof to point to when the next opportunity comes",
    ],
    whoItsFor: "Wildcards with a project to show, finished or in progress.",
    steps: ["Start free and tell us you're a Wildcard.", "Build your project with your mentor's help.", "Present it at the next showcase."],
    cta: { label: "Get on the Showcase", href: "/wypit" },
    backLink: backToWildcard,
  },
  {
    track: "wildcard",
    slug: "mentorships",
    path: "/wildcard/mentorships",
    colour: "wildcard",
    icon: "HeartHandshake",
    title: "Flex Mentorships",
    summary: "Mentors matched to your mix of passions, on a schedule that fits.",
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
    cta: { label: "Find Your Mentors", href: "/wypit" },
    backLink: backToWildcard,
  },
] as const satisfies readonly Subpage[];

export function subpagesOf(track: SubpageTrack): readonly Subpage[] {
  return subpages.filter((page) => page.track === track);
}

/** The path card a track page shows for one of its sub-pages. */
export function subpageCard(page: Subpage): PathCard {
  return {
    title: page.title,
    description: page.summary,
    icon: page.icon,
    colour: page.colour,
    href: page.path,
  };
}

export function subpageByPath(path: string): Subpage | undefined {
  return subpages.find((page) => page.path === path);
}
