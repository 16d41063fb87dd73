// WYP ART (/art): paths, current events, sign-up and the events calendar.
import { links } from "./links";
import { programById } from "./programs";
import { trackById } from "./tracks";
import type { Action, CalendarItem, EventCard, PathCard, SectionIntro } from "./types";
import { type CountdownCopy, submissionCountdown } from "./weekly-drop";

/** The Passion in Color contest, run on its own site (links.artCompetition). */
export const passionInColorContest = {
  name: "Passion in Color Contest",
  ages: { min: 5, max: 18 },
  submissionsClose: "Nov 9",
} as const;

const contestAges = `Ages ${passionInColorContest.ages.min}-${passionInColorContest.ages.max}`;

export const artPage = {
  hero: {
    title: trackById("art").name,
    tagline: programById("art").tagline,
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
  currentEvents: {
    heading: "Current Events",
    cards: [
      {
        title: "Join Our Contest",
        description: `The ${passionInColorContest.name} is open. ${contestAges}: show us what color means to you.`,
        status: "ONGOING",
        icon: "Trophy",
        action: { label: "Enter the Contest", href: links.artCompetition, external: true },
      },
      {
        title: "Master Class Series",
        description: "Live sessions with working artists on technique, style and building a portfolio.",
        status: "ACTIVE NOW",
        icon: "GraduationCap",
        action: { label: "Join a Class", href: links.masterClass, external: true },
      },
      {
        title: "Weekly Drop Challenge",
        description: "Submit a piece, let the community vote and win a new prize every week.",
        status: "UPCOMING",
        icon: "Gift",
        action: { label: "See This Week's Prize", href: "/art/weekly-prize" },
      },
    ],
  },
  stayUpdated: {
    heading: "Stay Updated",
    text: "Contests, classes and drops for young artists, straight to your inbox.",
    buttonLabel: "Subscribe",
  },
  eventsCalendar: {
    heading: "Events Calendar",
    items: [
      { title: passionInColorContest.name, note: contestAges, detail: "Now Open" },
      { title: "Submissions Close", detail: passionInColorContest.submissionsClose },
      { title: "Weekly Prize Draws", detail: "Ongoing" },
      { title: "Winners Announced", detail: "TBA" },
    ],
  },
} as const satisfies {
  hero: { title: string; tagline: string; line: string };
  weeklyDrop: { heading: string; countdown: CountdownCopy; action: Action };
  paths: SectionIntro & { cards: readonly PathCard[] };
  currentEvents: { heading: string; cards: readonly EventCard[] };
  stayUpdated: { heading: string; text: string; buttonLabel: string };
  eventsCalendar: { heading: string; items: readonly CalendarItem[] };
};
