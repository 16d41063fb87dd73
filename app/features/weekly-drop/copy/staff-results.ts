// The staff console's Weekly Drop results: each week's tally and winner, the winner's contact for
// the prize, and withholding a result.
import { dayText } from "~/features/events/copy/calendar.en";
import type { CalendarDate } from "~/features/site/copy/types";

export const dropResultsText = {
  title: "Weekly Drop results",
  intro: "Every week with entries, newest first. The site announces each week's winner on Monday at 12:00 pm ET.",
  tableCaption: "Weeks of The Weekly Drop",
  columns: { week: "Week (announced)", entries: "Entries", votes: "Votes", winner: "Winner" },
  none: "No entries yet.",
  notAnnounced: "Not announced yet",
  noWinner: "No winner",
  week: (week: CalendarDate) => dayText(week, "short"),
  weekTitle: (week: CalendarDate) => `Results: week announced ${dayText(week, "short")}`,
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
    notFound: "There is no such week.",
    changed: "The result changed since this page was opened: check the winner below and try again.",
  },
  messages: {
    reasonRequired: "Please give the reason for withholding the result.",
    reasonTooLong: "The reason must be at most 500 characters.",
  },
} as const;
