// The Weekly Drop (/art/weekly-prize): the weekly art contest, its schedule, prize and winners.
// Through the pair, not calendar.en.ts alone: the days of both languages then make one chunk
// with it on every page that shows a day (issue 33: a module is a request of its own).
import type { Action, CalendarDate, CallToAction, FeatureCard } from "~/platform/copy-types";
import type { NycBorough } from "~/platform/boroughs";
import type { WeeklyDeadline } from "~/features/weekly-drop/cycle";
import { teenAges } from "~/platform/ages";

/** The words around a Weekly Drop countdown; the numbers come from the clock after the page loads. */
export type CountdownCopy = {
  /** Above the digits: "Submissions close in". */
  readonly label: string;
  /** Before the deadline's date: "Submissions close" + " Friday, November 14 at 5:00 PM EST". */
  readonly deadlineLabel: string;
  /** Shown until the browser knows the date, and without JavaScript: the rule itself. */
  readonly schedule: string;
  /** Shown once the countdown reaches zero. */
  readonly done: string;
  /** Each unit's name for one ("01 Day") and for any other number ("00 Days", "05 Days"). */
  readonly units: Record<"days" | "hours" | "minutes" | "seconds", { readonly one: string; readonly other: string }>;
};

export const countdownUnits = {
  days: { one: "Day", other: "Days" },
  hours: { one: "Hour", other: "Hours" },
  minutes: { one: "Minute", other: "Minutes" },
  seconds: { one: "Second", other: "Seconds" },
} as const;

/** The art page counts to the next submission close. */
export const submissionCountdown = {
  label: "Submissions close in",
  deadlineLabel: "Submissions close",
  schedule: "Submissions close every Friday at 5:00 pm ET",
  done: "Submissions for this week are closed. Voting opens Saturday.",
  units: countdownUnits,
} as const satisfies CountdownCopy;

export type Winner = {
  /** The Monday the win was announced, in New York. */
  readonly announced: CalendarDate;
  readonly artworkTitle: string;
  readonly artistFirstName: string;
  readonly artistLastInitial: string;
  readonly age: number;
  /** Null: not recorded (a winner from before the five boroughs); the byline then names none. */
  readonly borough: NycBorough | null;
};

/** "Jasmine K., 16, Bronx": a winner's, or an entry's (the same field names). */
export function winnerByline(winner: Pick<Winner, "artistFirstName" | "artistLastInitial" | "age" | "borough">): string {
  const borough = winner.borough ? `, ${winner.borough}` : "";
  return `${winner.artistFirstName} ${winner.artistLastInitial}., ${winner.age}${borough}`;
}

// The contest's own entry form on this site (WEEKLY_DROP_SUBMIT_PATH).
const submitAction = {
  label: "Submit Your Art Now",
  href: "/art/weekly-prize/submit",
} as const satisfies Action;

export const weeklyDropPage = {
  backLink: { label: "Back to Art", href: "/art" },
  /**
   * The newest winner: "last week's" only while it is, after that with its day as the calendar
   * writes it ("Nov 9, 2026"). Templates (staff may change the words, not the placeholders) the
   * loader fills with the artwork's {title}, the artist's {byline} ("Jasmine K., 16, Bronx") and
   * the {day}, so the page's scripts need no calendar.
   */
  winnerBanner: {
    label: "WINNER",
    lastWeek: 'Last week: "{title}" by {byline}',
    earlier: 'Announced {day}: "{title}" by {byline}',
  },
  hero: {
    title: "The Weekly Drop",
    lede: "One week. One winner. Drop your best piece, let the community vote and take home this week's prize.",
    action: submitAction,
  },
  /** The hero's countdown follows the contest: to what comes next in the phase the page is served in. */
  countdowns: {
    "submission-close": submissionCountdown,
    "voting-open": {
      label: "Voting opens in",
      deadlineLabel: "Voting opens",
      schedule: "Voting opens every Saturday at 12:00 am ET",
      done: "Voting is open. Reload the page to see this week's entries.",
      units: countdownUnits,
    },
    "voting-close": {
      label: "Voting closes in",
      deadlineLabel: "Voting closes",
      schedule: "Voting closes every Sunday at 11:59 pm ET",
      done: "Voting has closed. The winner is announced Monday at 12:00 pm ET.",
      units: countdownUnits,
    },
    "winner-announcement": {
      label: "Winner announced in",
      deadlineLabel: "Winner announced",
      schedule: "Winners are announced every Monday at 12:00 pm ET",
      done: "It's Monday noon: this week's winner is being announced now.",
      units: countdownUnits,
    },
  },
  /** The week's results, from Monday noon until voting opens again. */
  results: {
    heading: "This Week's Results",
    /** {day}: the day the results came, written by the loader like the banner's. */
    intro: "Announced {day}, after a weekend of community votes.",
    winnerLabel: "Winner",
    rankingHeading: "Every entry, by votes",
    /** An entry's {count} of votes: `one` for 1, `other` for any other number. */
    votes: { one: "{count} vote", other: "{count} votes" },
    /** Screen readers hear "Place 1" before each entry of the ranking. */
    placeLabel: "Place",
    noWinner: "No winner this week: no entry was eligible to win.",
    noEntries: "No entries were approved this week.",
    /** Monday 00:00 to 12:00. */
    counting: "Voting has closed. The votes are being counted, and the winner is announced today at 12:00 pm ET.",
  },
  // The items are edited in the staff console (drop_settings), seeded with the spec's prize.
  prize: { heading: "This Week's Prize" },
  howItWorks: {
    heading: "How It Works",
    steps: [
      {
        title: "Submit by Friday 5pm",
        description: "Upload one original piece before the Friday deadline.",
        icon: "Upload",
      },
      {
        title: "Community votes Saturday to Sunday",
        description: "Members vote all weekend for the piece that hits hardest.",
        icon: "Vote",
      },
      {
        title: "Winner announced Monday",
        description: "At 12:00 pm ET the top piece wins the prize and the WINNER banner for the week.",
        icon: "Trophy",
      },
    ],
  },
  whoCanEnter: {
    heading: "Who Can Enter",
    items: [
      `NYC youth aged ${teenAges.min}-${teenAges.max} with an active membership`,
      "Original work created within the last month",
      "Consent needed for public display",
      "Digital, traditional or mixed media accepted",
    ],
  },
  // The winners are edited in the staff console (drop_winners).
  recentWinners: { heading: "Recent Winners", announcedLabel: "Announced" },
  closing: {
    heading: "Ready to Submit",
    text: "Your best piece could be next week's winner. The deadline is Friday at 5pm.",
    actions: [submitAction, { label: "View Past Winners", href: "/wyp-gallery" }],
  },
} as const satisfies {
  backLink: Action;
  winnerBanner: { label: string; lastWeek: string; earlier: string };
  hero: { title: string; lede: string; action: Action };
  countdowns: Record<WeeklyDeadline, CountdownCopy>;
  results: {
    heading: string;
    intro: string;
    winnerLabel: string;
    rankingHeading: string;
    votes: { one: string; other: string };
    placeLabel: string;
    noWinner: string;
    noEntries: string;
    counting: string;
  };
  prize: { heading: string };
  howItWorks: { heading: string; steps: readonly FeatureCard[] };
  whoCanEnter: { heading: string; items: readonly string[] };
  recentWinners: { heading: string; announcedLabel: string };
  closing: CallToAction;
};
