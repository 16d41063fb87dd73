// The WYP ENTREPRENEUR sub-pages (/biz/*) beyond their cards (./biz-subpage-cards.en.ts): each
// one's title and description, and what the page says. Only these pages load this module (issue 33).
import type { TrackName, TrackSubpages } from "./subpages.en";

export const bizSubpages = {
  trackName: "WYP ENTREPRENEUR",
  backLink: {
    label: "Back to WYP ENTREPRENEUR",
    href: "/biz",
  },
  pages: {
    community: {
      meta: {
        title: "Entrepreneur Community Group | WYP ENTREPRENEUR",
        description: "Young founders building side by side: share progress, swap feedback and keep each other accountable.",
      },
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
      cta: {
        label: "Join the Community",
        href: "/wypit",
      },
    },
    "shark-tank": {
      meta: {
        title: "Mini Shark Tank | WYP ENTREPRENEUR",
        description: "Pitch your idea to mentors and compete for micro-grants to build your MVP.",
      },
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
      cta: {
        label: "Get Ready to Pitch",
        href: "/wypit",
      },
    },
    events: {
      meta: {
        title: "Live Events | WYP ENTREPRENEUR",
        description: "Workshops, pop-ups and pitch nights where young founders learn, sell and meet people who can help.",
      },
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
      cta: {
        label: "Find an Event",
        href: "/wypit",
      },
    },
    mentorships: {
      meta: {
        title: "Business Mentorships | WYP ENTREPRENEUR",
        description: "Work one-on-one with a founder or operator who has done what you are trying to do.",
      },
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
      cta: {
        label: "Find a Mentor",
        href: "/wypit",
      },
    },
    courses: {
      meta: {
        title: "Business Courses | WYP ENTREPRENEUR",
        description: "From idea to first sale: short courses on validating, building, pricing and pitching.",
      },
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
      cta: {
        label: "Start Learning",
        href: "/wypit",
      },
    },
  },
} as const satisfies TrackSubpages<"biz", TrackName<"biz">>;
