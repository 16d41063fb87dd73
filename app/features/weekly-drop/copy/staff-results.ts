// The staff console's Weekly Drop results: each week's tally and winner, the winner's contact for
// the prize, and withholding a result.
import type { CalendarDate } from "~/platform/copy-types";
import { weeklyDropWeekTitle, weeklyDropWeekName } from "./staff-weeks";

export const weeklyDropResultsText = {
  title: "Weekly Drop results",
  intro: "Every week with entries, newest first. The site announces each week's winner on Monday at 12:00 pm ET.",
  tableCaption: "Weeks of The Weekly Drop",
  columns: { week: "Week", entries: "Entries", votes: "Votes", winner: "Winner" },
  none: "No entries yet.",
  notAnnounced: "Not announced yet",
  noWinner: "No winner",
  week: (week: CalendarDate) => weeklyDropWeekTitle(week),
  weekTitle: (week: CalendarDate) => `Results: ${weeklyDropWeekName(week)}`,
  backToList: "All weeks",
  announcedAt: "Announced",
  pending: "The winner is announced on this Monday at 12:00 pm ET.",
  winner: {
    heading: "Winner",
    none: "This week has no winner: no approved entry is left.",
    votes: (count: number) => `${count} ${count === 1 ? "vote" : "votes"}`,
    contactHeading: "Contact for the prize",
    contactHint: "Only to arrange the prize. Never share it, and never show it on the site.",
    firstName: "First name",
    lastInitial: "Last initial",
    email: "Email",
    /** A winner under 18: their parent's or guardian's contact first, the entrant's email second. */
    minorHint: (adultAge: number) =>
      `The winner is under ${adultAge}: arrange the prize with their parent or guardian first, who said yes to the entry being shown.`,
    guardian: "Parent or guardian (consent on record)",
    guardianContact: "Their phone or email",
    entrantEmail: "Entrant's email",
  },
  prize: {
    heading: "Prize",
    contactedHint: "Mark the winner contacted once you have reached them about the prize.",
    markContacted: "Mark winner contacted",
    contactedAt: (when: string) => `Winner contacted ${when}.`,
    sentHint: "Mark the prize sent once it is on its way: until then it stays on the console's to-do list.",
    markSent: "Mark prize sent",
    sentAt: (when: string) => `Prize sent ${when}.`,
  },
  withhold: {
    heading: "Withhold this result",
    hint: "The entry loses the win and leaves Recent Winners and the gallery; the next entry by votes wins instead. The reason is kept in the audit log.",
    reason: "Reason (kept in the audit log)",
    submit: "Withhold this result",
    reasonMax: 500,
  },
  tally: {
    heading: "Tally",
    caption: "Entries of the week by votes",
    columns: { place: "Place", entry: "Entry", artist: "Artist", status: "Status", votes: "Votes", submitted: "Submitted" },
    none: "No entries this week.",
    /** In the place column of an entry that cannot win (pending, rejected, withheld). */
    noPlace: "–",
  },
  statuses: { pending: "Pending", approved: "Approved", rejected: "Rejected", withheld: "Withheld" },
  notices: {
    withheld: (next: boolean) =>
      next ? "Result withheld. The next entry by votes is now the winner." : "Result withheld. The week has no winner now.",
    contacted: "Winner marked contacted. Next: send the prize, then mark it sent.",
    prizeSent: "Prize marked sent. Nothing more to do for this week.",
    notContacted: "Mark the winner contacted before marking the prize sent.",
    notFound: "There is no such week.",
    changed: "The result changed since this page was opened: check the winner below and try again.",
  },
  messages: {
    reasonRequired: "Please give the reason for withholding the result.",
    reasonTooLong: "The reason must be at most 500 characters.",
  },
} as const;

/** The winners' items on the console home's to-do list. */
export const winnerToDos = {
  contact: (week: CalendarDate, title: string) => ({
    text: `Contact the Weekly Drop winner of the ${weeklyDropWeekName(week)}`,
    detail: `"${title}": their email is on the week's results page.`,
  }),
  sendPrize: (week: CalendarDate, title: string) => ({
    text: `Prize not yet sent for the Weekly Drop winner of the ${weeklyDropWeekName(week)}`,
    detail: `"${title}": mark it sent on the week's results page once it is on its way.`,
  }),
} as const;
