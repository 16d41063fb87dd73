// WYP ART (/art): paths, current events, sign-up and the events calendar.
import { links } from "~/platform/links";
import type { Action, CalendarItem, FeatureCard, PageMeta, PathCard, SectionIntro } from "~/platform/copy-types";
import { type CountdownCopy, submissionCountdown } from "~/features/weekly-drop/copy/weekly-drop.en";

export const artPage = {
  hero: {
    // The track's name and the programme's tagline, written out: importing them loaded every
    // programme's and track's words on /art (2.5 kB). content.test.ts holds them equal.
    title: "WYP ART",
    tagline: "Passion In Color",
    line: "Design it. Drop it. Share it. Thrive.",
  },
  // The original kept a countdown in state without showing it; we show it, to the real deadline.
  weeklyDrop: {
    heading: "The Weekly Drop",
    countdown: submissionCountdown,
    action: { label: "See This Week's Prize", href: "/art/weekly-prize" },
  },
  paths: {
    heading: "Find Your Place",
    cards: [
      {
        title: "Explore the Gallery",
        description: "See what young artists are making, like your favorites and submit your own work.",
        icon: "Images",
        colour: "art",
        href: "/wyp-gallery",
        buttonLabel: "View Gallery",
        secondary: { label: "Submit Your Art", href: links.artSubmission, external: true },
      },
      {
        title: "Join Our Community",
        description: "Feedback, meet-ups and a crew of artists who push you to get better.",
        icon: "Users",
        colour: "art",
        dialog: "age",
        buttonLabel: "Join Now",
        secondary: { label: "About the Community", href: "/art/community" },
      },
      {
        title: "Be a Mentor",
        description: "Working artist or designer? Share your craft with the next generation.",
        icon: "HeartHandshake",
        colour: "art",
        dialog: "mentor",
        buttonLabel: "Apply to Mentor",
      },
    ],
  },
  // The art events staff mark "Show under Current Events" in the console, then this card: The
  // Weekly Drop runs every week, so it is always taking entries.
  currentEvents: {
    heading: "Current Events",
    weeklyDrop: {
      title: "Weekly Drop Challenge",
      description: "Submit a piece, let the community vote and win a new prize every week.",
      icon: "Gift",
      action: { label: "See This Week's Prize", href: "/art/weekly-prize" },
    },
    /** Before the weekly deadline as New York reads it: "Friday, November 27 at 5:00 PM EST". */
    weeklyDropCloses: "This week's entries close",
  },
  stayUpdated: {
    heading: "Stay Updated",
    text: "Contests, classes and drops for young artists, straight to your inbox.",
    buttonLabel: "Subscribe",
  },
  // The Weekly Drop's draws (a rule of the contest, not a date), then the art events posted from
  // the staff console (events table).
  eventsCalendar: {
    heading: "Events Calendar",
    undated: "Date TBA",
    items: [{ title: "Weekly Prize Draws", detail: "Ongoing" }],
  },
} as const satisfies {
  hero: { title: string; tagline: string; line: string };
  weeklyDrop: { heading: string; countdown: CountdownCopy; action: Action };
  paths: SectionIntro & { cards: readonly PathCard[] };
  currentEvents: { heading: string; weeklyDrop: FeatureCard & { action: Action }; weeklyDropCloses: string };
  stayUpdated: { heading: string; text: string; buttonLabel: string };
  eventsCalendar: { heading: string; undated: string; items: readonly CalendarItem[] };
};

/** The page's title and description: its <title>, meta description and Open Graph (app/ui/page/page-meta.ts). */
export const artMeta = {
  title: "WYP ART: Passion In Color | WYP",
  description: "Design it. Drop it. Share it. Thrive. Contests, master classes, a gallery and a community for young artists in NYC.",
} as const satisfies PageMeta;
