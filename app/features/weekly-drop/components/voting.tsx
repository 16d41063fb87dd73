import * as React from "react";
import { ArtworkImage } from "~/features/gallery/components/artwork-image";
import { Icon } from "~/ui/icon";
import { PageNotice } from "~/ui/page/page-notice";
import { Section } from "~/ui/page/section";
import { Button } from "~/ui/button";
import type { CarriedNotice } from "~/platform/carried-notice.server";
import { cn } from "~/platform/class-names";
import type { BallotEntry, VotingSection as VotingSectionData } from "~/features/weekly-drop/vote.server";
import { type Notice, type NoticeTone, notify } from "~/platform/notify";
import { visitSourceHeaders } from "~/platform/visit-source";
import { type WeeklyDropCopy, useWeeklyDropCopy } from "~/features/weekly-drop/components/weekly-drop-copy";
import { refusalText } from "~/features/weekly-drop/components/vote-refusal";

type VoteNotices = WeeklyDropCopy["voteNotices"];

/**
 * The week's approved entries with a Vote button each, Saturday to Sunday (New York); a line
 * saying when voting opens the rest of the week. Each button is a real form post, so voting works
 * without JavaScript (the server sends the page back with a notice); with it, the vote is sent as
 * JSON and the "Your vote" marker moves in place. No count is ever shown here.
 */
export function VotingSection({ section }: { section: VotingSectionData }) {
  const copy = useWeeklyDropCopy();
  const text = copy.voting;
  const carried = carriedVoteNotice(section, copy.voteNotices);
  return (
    <Section id={text.sectionId} heading={text.heading} intro={section.open ? text.intro : section.line} tone="raised">
      {carried && <PageNotice notice={carried.notice} tone={carried.tone} className="max-w-xl" />}
      {/* Keyed by the server's word on this visitor's vote, so the loader running again resets it. */}
      {section.open && (
        <Ballot key={section.myVote ?? ""} entries={section.entries} returnTo={section.returnTo} initialVote={section.myVote} />
      )}
    </Section>
  );
}

function carriedVoteNotice(section: VotingSectionData, notices: VoteNotices): { notice: Notice; tone: NoticeTone } | undefined {
  const carried: Partial<Record<CarriedNotice, { notice: Notice; tone: NoticeTone }>> = {
    "vote-in": { notice: notices.voted, tone: "success" },
    "vote-failed": { notice: notices.failed, tone: "error" },
    "vote-closed": { notice: notices.closed, tone: "error" },
  };
  if (section.notice !== "vote-moved") return section.notice ? carried[section.notice] : undefined;
  const title = section.open ? section.entries.find((entry) => entry.id === section.myVote)?.title : undefined;
  return { notice: title ? notices.moved(title) : notices.voted, tone: "success" };
}

function Ballot({ entries, returnTo, initialVote }: { entries: BallotEntry[]; returnTo: string; initialVote: string | null }) {
  const copy = useWeeklyDropCopy();
  const text = copy.voting;
  const notices = copy.voteNotices;
  const [myVote, setMyVote] = React.useState(initialVote);
  const sending = React.useRef(false);

  const vote = React.useCallback(
    async (entry: BallotEntry) => {
      if (sending.current) return;
      sending.current = true;
      try {
        const response = await fetch(entry.votePath, { method: "POST", headers: { Accept: "application/json", ...visitSourceHeaders() } });
        const body = (await response.json().catch(() => ({}))) as { entryId?: string; moved?: boolean; error?: string; reason?: string };
        if (!response.ok || !body.entryId) {
          const refused = response.status === 409 ? notices.closed : notices.failed;
          notify("error", { title: refused.title, description: refusalText(copy.voteRefusals, body) ?? refused.description });
          return;
        }
        setMyVote(body.entryId);
        notify("success", body.moved ? notices.moved(entry.title) : notices.voted);
      } catch {
        notify("error", notices.failed);
      } finally {
        sending.current = false;
      }
    },
    [copy.voteRefusals, notices],
  );

  if (entries.length === 0) return <p className="text-xl">{text.empty}</p>;
  return (
    <ul aria-label={text.entriesLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {entries.map((entry, index) => (
        <EntryCard key={entry.id} entry={entry} mine={entry.id === myVote} eager={index < 3} returnTo={returnTo} onVote={vote} />
      ))}
    </ul>
  );
}

function EntryCard({
  entry,
  mine,
  eager,
  returnTo,
  onVote,
}: {
  entry: BallotEntry;
  mine: boolean;
  eager: boolean;
  returnTo: string;
  onVote(entry: BallotEntry): void;
}) {
  const copy = useWeeklyDropCopy();
  const text = copy.voting;
  const byline = copy.winnerByline(entry);
  return (
    <li
      data-entry={entry.id}
      className={cn("flex flex-col overflow-hidden rounded-card border-2 bg-ink", mine ? "border-art" : "border-line")}
    >
      <ArtworkImage
        key={entry.imageUrl}
        src={entry.imageUrl}
        srcSet={entry.imageSrcSet}
        alt={entry.alt}
        fallbackAlt={copy.artworkFallbackAlt}
        eager={eager}
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="font-display text-2xl font-black uppercase leading-tight">{entry.title}</h3>
        <p className="font-semibold text-art">{byline}</p>
        <p className="text-muted">{entry.description}</p>
        <form
          method="post"
          action={entry.votePath}
          className="mt-auto pt-3"
          onSubmit={(event) => {
            event.preventDefault();
            onVote(entry);
          }}
        >
          {/* Without JavaScript the vote comes back to this page, in its language. */}
          <input type="hidden" name="returnTo" value={returnTo} />
          <Button
            type="submit"
            variant={mine ? "art" : "outline"}
            aria-pressed={mine}
            aria-label={mine ? text.yourVoteFor(entry.title) : text.voteFor(entry.title)}
            className="max-sm:w-full"
          >
            <Icon name={mine ? "Check" : "Vote"} />
            {mine ? text.yourVote : text.vote}
          </Button>
        </form>
      </div>
    </li>
  );
}
