import * as React from "react";
import { ArtworkImage } from "~/components/gallery/artwork-image";
import { Icon } from "~/components/page/icon";
import { PageNotice } from "~/components/page/page-notice";
import { Section } from "~/components/page/section";
import { Button } from "~/components/ui/button";
import { winnerByline } from "~/content/weekly-drop";
import { dropVoting, voteNotices } from "~/content/weekly-drop-voting";
import type { CarriedNotice } from "~/lib/carried-notice.server";
import { cn } from "~/lib/class-names";
import { dropVotePath, type PublicDropEntry } from "~/lib/drop-entries";
import type { VotingSection as VotingSectionData } from "~/lib/drop-vote.server";
import { type Notice, type NoticeTone, notify } from "~/lib/notify";

/**
 * The week's approved entries with a Vote button each, Saturday to Sunday (New York); a line
 * saying when voting opens the rest of the week. Each button is a real form post, so voting works
 * without JavaScript (the server sends the page back with a notice); with it, the vote is sent as
 * JSON and the "Your vote" marker moves in place. No count is ever shown here.
 */
export function VotingSection({ section }: { section: VotingSectionData }) {
  const carried = carriedVoteNotice(section);
  return (
    <Section id={dropVoting.sectionId} heading={dropVoting.heading} intro={section.open ? dropVoting.intro : section.line} tone="raised">
      {carried && <PageNotice notice={carried.notice} tone={carried.tone} className="max-w-xl" />}
      {/* Keyed by the server's word on this visitor's vote, so the loader running again resets it. */}
      {section.open && <Ballot key={section.myVote ?? ""} entries={section.entries} initialVote={section.myVote} />}
    </Section>
  );
}

function carriedVoteNotice(section: VotingSectionData): { notice: Notice; tone: NoticeTone } | undefined {
  const notices: Partial<Record<CarriedNotice, { notice: Notice; tone: NoticeTone }>> = {
    "vote-in": { notice: voteNotices.voted, tone: "success" },
    "vote-failed": { notice: voteNotices.failed, tone: "error" },
    "vote-closed": { notice: voteNotices.closed, tone: "error" },
  };
  if (section.notice !== "vote-moved") return section.notice ? notices[section.notice] : undefined;
  const title = section.open ? section.entries.find((entry) => entry.id === section.myVote)?.title : undefined;
  return { notice: title ? voteNotices.moved(title) : voteNotices.voted, tone: "success" };
}

function Ballot({ entries, initialVote }: { entries: PublicDropEntry[]; initialVote: string | null }) {
  const [myVote, setMyVote] = React.useState(initialVote);
  const sending = React.useRef(false);

  const vote = React.useCallback(async (entry: PublicDropEntry) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const response = await fetch(dropVotePath(entry.id), { method: "POST", headers: { Accept: "application/json" } });
      const body = (await response.json().catch(() => ({}))) as { entryId?: string; moved?: boolean; error?: string };
      if (!response.ok || !body.entryId) {
        const title = response.status === 409 ? voteNotices.closed.title : voteNotices.failed.title;
        notify("error", { title, description: body.error ?? voteNotices.failed.description });
        return;
      }
      setMyVote(body.entryId);
      notify("success", body.moved ? voteNotices.moved(entry.title) : voteNotices.voted);
    } catch {
      notify("error", voteNotices.failed);
    } finally {
      sending.current = false;
    }
  }, []);

  if (entries.length === 0) return <p className="text-xl">{dropVoting.empty}</p>;
  return (
    <ul aria-label={dropVoting.entriesLabel} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {entries.map((entry, index) => (
        <EntryCard key={entry.id} entry={entry} mine={entry.id === myVote} eager={index < 3} onVote={vote} />
      ))}
    </ul>
  );
}

function EntryCard({
  entry,
  mine,
  eager,
  onVote,
}: {
  entry: PublicDropEntry;
  mine: boolean;
  eager: boolean;
  onVote(entry: PublicDropEntry): void;
}) {
  const byline = winnerByline(entry);
  return (
    <li
      data-entry={entry.id}
      className={cn("flex flex-col overflow-hidden rounded-card border-2 bg-ink", mine ? "border-art" : "border-line")}
    >
      <ArtworkImage
        key={entry.imageUrl}
        src={entry.imageUrl}
        srcSet={entry.imageSrcSet}
        alt={`${entry.title} by ${byline}`}
        eager={eager}
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="font-display text-2xl font-black uppercase leading-tight">{entry.title}</h3>
        <p className="font-semibold text-art">{byline}</p>
        <p className="text-muted">{entry.description}</p>
        <form
          method="post"
          action={dropVotePath(entry.id)}
          className="mt-auto pt-3"
          onSubmit={(event) => {
            event.preventDefault();
            onVote(entry);
          }}
        >
          <Button
            type="submit"
            variant={mine ? "art" : "outline"}
            aria-pressed={mine}
            aria-label={mine ? dropVoting.yourVoteFor(entry.title) : dropVoting.voteFor(entry.title)}
            className="max-sm:w-full"
          >
            <Icon name={mine ? "Check" : "Vote"} />
            {mine ? dropVoting.yourVote : dropVoting.vote}
          </Button>
        </form>
      </div>
    </li>
  );
}
