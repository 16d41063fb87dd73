import { Link } from "react-router";
import type { CalendarDate } from "~/platform/copy-types";
import { entryReviewText as text } from "~/features/weekly-drop/copy/staff-entries";
import type { EntryVote } from "~/features/weekly-drop/copy/staff-vote-days";

const link = "font-bold underline";

/**
 * The way from an approved entry in the console to its vote: on the site while the vote runs,
 * when it opens before (an entry approved during one weekend's vote joins the next week's), and
 * the week's results after.
 */
export function EntryVoteLink({
  week,
  vote,
}: {
  week: CalendarDate;
  vote: EntryVote & { /** The vote on the site, with its section. */ page: string };
}) {
  if (vote.state === "open") {
    return (
      <a href={vote.page} target="_blank" rel="noopener" className={link}>
        {text.viewOnSite}
      </a>
    );
  }
  return (
    <p className="grid content-start gap-1">
      <span>{vote.state === "later" ? text.voteLater(vote.opening ?? "") : text.voteOver}</span>
      {vote.state === "later" ? (
        <a href={vote.page} target="_blank" rel="noopener" className={link}>
          {text.viewPage}
        </a>
      ) : (
        <Link to={`/staff/weekly-drop/results/${week}`} className={link}>
          {text.viewResults}
        </Link>
      )}
    </p>
  );
}
