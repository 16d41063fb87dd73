// Voting on /art/weekly-prize (Saturday to Sunday, New York time): the section's words, the
// notices a vote ends with, and the endpoint's refusals. Dates come in already formatted
// ("Saturday, November 28 at 12:00 AM EST", formatDeadline in cycle.ts).
import type { NoticeText } from "~/platform/notify";

export const weeklyDropVoting = {
  /** The section's id: a vote made without JavaScript comes back to `/art/weekly-prize#vote`. */
  sectionId: "vote",
  heading: "Vote for this week's Drop",
  intro:
    "One vote per person. You can move it to another piece until voting closes at the end of Sunday (New York time). Vote totals stay hidden until the winner is announced.",
  /** Shown instead of the entries outside the voting days. */
  opens: (when: string) => `Voting opens ${when}.`,
  closed: (when: string) => `Voting for this week has closed. The winner is announced ${when}.`,
  empty: "No pieces are up for a vote this week yet.",
  entriesLabel: "This week's entries",
  vote: "Vote",
  /** The button's accessible name, so each of the many Vote buttons says which piece it is for. */
  voteFor: (title: string) => `Vote for ${title}`,
  /** The marker on the entry that has this visitor's vote, and its button's label. */
  yourVote: "Your vote",
  yourVoteFor: (title: string) => `Your vote: ${title}`,
} as const;

export const voteNotices = {
  voted: { title: "Your vote is in.", description: "You can move it to another piece until voting closes." },
  moved: (title: string): NoticeText => ({ title: `Vote moved to “${title}”.`, description: "Your earlier vote no longer counts." }),
  failed: { title: "Error", description: "Your vote could not be counted. Please try again." },
  closed: { title: "Voting is closed", description: "Votes count only on Saturday and Sunday, New York time." },
} as const satisfies Record<string, NoticeText | ((title: string) => NoticeText)>;

/** What the vote endpoint answers when it does not count a vote (JSON `error`, or the notice's text). */
export const voteRefusals = {
  notFound: "This piece is not in this week's vote.",
  rate: "Too many votes. Please wait a moment and try again.",
  identity: "Too many new visitors from your network right now. Please try again later.",
  target: "This piece has had a lot of votes from your network today. Please try again tomorrow.",
  busy: "Too many votes right now. Please try again in a moment.",
} as const;
