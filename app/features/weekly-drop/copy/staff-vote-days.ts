// When a contest week's vote runs, as the console says it ("Saturday Dec 5 and Sunday Dec 6"): an
// entry approved during one weekend's vote may belong to the next week's, so staff are told which.
import { siteTimeZone } from "~/platform/time-zone";
import { type WeeklyDropWeek, weekTimes } from "../cycle";

let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** "Saturday Dec 5": an instant's New York day. */
function voteDay(at: Date): string {
  dayFormat ??= new Intl.DateTimeFormat("en-US", { timeZone: siteTimeZone, weekday: "long", month: "short", day: "numeric" });
  const parts = Object.fromEntries(dayFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.month} ${parts.day}`;
}

/** "Saturday Dec 5 and Sunday Dec 6": the days the week's vote runs. */
function weeklyDropVoteDays(week: WeeklyDropWeek): string {
  const { votingOpens, votingCloses } = weekTimes(week);
  return `${voteDay(votingOpens)} and ${voteDay(new Date(votingCloses.getTime() - 1))}`;
}

/** "Saturday Dec 5 at 12:00 am": when the week's vote opens, New York time. */
function weeklyDropVoteOpening(week: WeeklyDropWeek): string {
  const { votingOpens } = weekTimes(week);
  timeFormat ??= new Intl.DateTimeFormat("en-US", { timeZone: siteTimeZone, hour: "numeric", minute: "2-digit" });
  // ICU writes a narrow no-break space before "AM": a plain one reads the same everywhere.
  return `${voteDay(votingOpens)} at ${timeFormat.format(votingOpens).replace(/\s/g, " ").toLowerCase()}`;
}

/** Where a week's vote stands at `now`, for the console's entry page: its days, and whether it is yet to open, open or over. */
export function entryVoteAt(week: WeeklyDropWeek, now: Date): EntryVote {
  const { votingOpens, votingCloses } = weekTimes(week);
  const days = weeklyDropVoteDays(week);
  if (now < votingOpens) return { days, state: "later", opening: weeklyDropVoteOpening(week) };
  return { days, state: now < votingCloses ? "open" : "over", opening: null };
}

export type EntryVote = { days: string; state: "later" | "open" | "over"; opening: string | null };
