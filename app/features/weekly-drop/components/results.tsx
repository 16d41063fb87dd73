// "This Week's Results" on /art/weekly-prize: the winner and every approved entry ranked with its
// votes (counts are shown only here, once voting has closed), or the line shown while counting.
import { ArtworkImage } from "~/features/gallery/components/artwork-image";
import { Section } from "~/ui/page/section";
import type { PublicRankedEntry, ResultsView } from "~/features/weekly-drop/results";
import { useWeeklyDropCopy } from "~/features/weekly-drop/components/weekly-drop-copy";

/** An entry as the loader hands it over, with its votes in the page's words ("12 votes"). */
type CountedEntry = PublicRankedEntry & { readonly votesText: string };

/**
 * The results as the page's loader hands them over: the intro with the day they came and each
 * entry's votes in the page's words (its templates, staff's texts in place, filled on the server).
 */
type ShownResults =
  | Exclude<ResultsView, { kind: "results" }>
  | {
      readonly kind: "results";
      readonly results: { readonly winner: CountedEntry | null; readonly ranked: readonly CountedEntry[] };
      readonly intro: string;
      readonly winnerAlt: string | null;
    };

export function WeeklyDropResults({ view }: { view: ShownResults }) {
  const copy = useWeeklyDropCopy();
  const text = copy.page.results;
  if (!view) return null;
  if (view.kind === "counting") {
    return (
      <div className="border-b border-line bg-ink-2">
        <p className="container-site py-4 font-bold" data-drop-results="counting">
          {text.counting}
        </p>
      </div>
    );
  }
  const { winner, ranked } = view.results;
  return (
    <Section heading={text.heading} intro={view.intro} colour="art">
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]" data-drop-results="announced">
        {winner ? (
          <WinnerFigure winner={winner} alt={view.winnerAlt ?? ""} />
        ) : (
          <p className="font-bold">{ranked.length ? text.noWinner : text.noEntries}</p>
        )}
        {ranked.length > 0 && (
          <div className="grid content-start gap-3">
            <h3 className="text-xl font-bold uppercase">{text.rankingHeading}</h3>
            <ol className="grid gap-2">
              {ranked.map((entry, index) => (
                <li
                  key={entry.id}
                  className="flex items-center gap-4 rounded-card border-2 border-line bg-ink p-3"
                  data-entry-id={entry.id}
                  data-winner={entry.id === winner?.id || undefined}
                >
                  <span className="font-display text-2xl font-black text-art tabular-nums">
                    <span className="sr-only">{text.placeLabel} </span>
                    {index + 1}
                  </span>
                  <span className="grid flex-1 gap-0.5">
                    <span className="font-bold">{entry.title}</span>
                    <span className="text-sm text-muted">{copy.winnerByline(entry)}</span>
                  </span>
                  <span className="font-bold tabular-nums" data-votes>
                    {entry.votesText}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </Section>
  );
}

function WinnerFigure({ winner, alt }: { winner: CountedEntry; alt: string }) {
  const copy = useWeeklyDropCopy();
  const text = copy.page.results;
  const byline = copy.winnerByline(winner);
  return (
    <figure className="grid content-start overflow-hidden rounded-card border-4 border-art bg-ink" data-drop-winner-entry={winner.id}>
      <ArtworkImage
        key={winner.imageUrl}
        src={winner.imageUrl}
        srcSet={winner.imageSrcSet}
        alt={alt}
        fallbackAlt={copy.artworkFallbackAlt}
      />
      <figcaption className="grid gap-1 p-5">
        <span className="self-start rounded-pill bg-art px-3 py-0.5 text-sm font-bold uppercase tracking-widest text-ink">
          {text.winnerLabel}
        </span>
        <span className="font-display text-3xl font-black uppercase leading-tight">{winner.title}</span>
        <span className="text-muted">{byline}</span>
        <span className="font-bold">{winner.votesText}</span>
      </figcaption>
    </figure>
  );
}
