// WYP ART (/art): paths, current events, sign-up and the events calendar.
import { dayText } from "~/features/events/copy/calendar.en";
import { links } from "./links";
import { programById } from "./programs.en";
import { trackById } from "./tracks.en";
import type { Action, CalendarItem, EventCard, PathCard, Schedule, SectionIntro } from "./types";
import { type CountdownCopy, submissionCountdown } from "~/features/weekly-drop/copy/weekly-drop.en";

/** The Passion in Color contest, run on its own site (links.artCompetition). Winners: date to be announced. */
export const passionInColorContest = {
  name: "Passion in Color Contest",
  ages: { min: 5, max: 18 },
  schedule: { kind: "contest", closes: "2026-11-09" },
} as const satisfies { name: string; ages: { min: number; max: number }; schedule: Schedule };

/** This season of the Master Class Series. */
export const masterClassSeries = {
  schedule: { kind: "run", starts: "2026-09-12", ends: "2026-12-12" },
} as const satisfies { schedule: Schedule };

const contestAges = `Ages ${passionInColorContest.ages.min}-${passionInColorContest.ages.max}`;
const contestCloses = dayText(passionInColorContest.schedule.closes, "short");

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
        description: `The ${passionInColorContest.name} is open until ${contestCloses}. ${contestAges}: show us what color means to you.`,
        schedule: passionInColorContest.schedule,
        icon: "Trophy",
        action: { label: "Enter the Contest", href: links.artCompetition, external: true },
        byStatus: {
          closed: {
            description: `Submissions for the ${passionInColorContest.name} closed on ${contestCloses}. Winners will be announced on the contest site.`,
            action: { label: "See the Contest", href: links.artCompetition, external: true },
          },
          past: {
            description: `The ${passionInColorContest.name} is over: see the winners on the contest site.`,
            action: { label: "See the Winners", href: links.artCompetition, external: true },
          },
        },
      },
      {
        title: "Master Class Series",
        description: "Live sessions with working artists on technique, style and building a portfolio.",
        schedule: masterClassSeries.schedule,
        icon: "GraduationCap",
        action: { label: "Join a Class", href: links.masterClass, external: true },
        byStatus: {
          upcoming: {
            description: `Live sessions with working artists on technique, style and building a portfolio, from ${dayText(masterClassSeries.schedule.starts, "short")}.`,
            action: { label: "Save a Seat", href: links.masterClass, external: true },
          },
          past: {
            description: `This season's classes ended on ${dayText(masterClassSeries.schedule.ends, "short")}. The next series is announced on our events platform.`,
            action: { label: "See Upcoming Events", href: links.eventsPlatform, external: true },
          },
        },
      },
      {
        title: "Weekly Drop Challenge",
        description: "Submit a piece, let the community vote and win a new prize every week.",
        schedule: { kind: "weekly-drop" },
        icon: "Gift",
        action: { label: "See This Week's Prize", href: "/art/weekly-prize" },
      },
    ],
    /** Before the weekly deadline as New York reads it: "Friday, November 27 at 5:00 PM EST". */
    weeklyDropCloses: "This week's entries close",
  },
  stayUpdated: {
    heading: "Stay Updated",
    text: "Contests, classes and drops for young artists, straight to your inbox.",
    buttonLabel: "Subscribe",
  },
  // The contest's lines, then the art events posted from the staff console (events table).
  eventsCalendar: {
    heading: "Events Calendar",
    undated: "Date TBA",
    items: [
      {
        title: passionInColorContest.name,
        note: contestAges,
        schedule: passionInColorContest.schedule,
        detailByStatus: { upcoming: "Opening Soon", open: "Now Open", closed: "Closed", past: "Ended" },
      },
      { title: "Submissions Close", detail: contestCloses },
      { title: "Weekly Prize Draws", detail: "Ongoing" },
      { title: "Winners Announced", detail: "TBA" },
    ],
  },
} as const satisfies {
  hero: { title: string; tagline: string; line: string };
  weeklyDrop: { heading: string; countdown: CountdownCopy; action: Action };
  paths: SectionIntro & { cards: readonly PathCard[] };
  currentEvents: { heading: string; cards: readonly EventCard[]; weeklyDropCloses: string };
  stayUpdated: { heading: string; text: string; buttonLabel: string };
  eventsCalendar: { heading: string; undated: string; items: readonly CalendarItem[] };
};
