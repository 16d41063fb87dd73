// The Weekly Drop (/art/weekly-prize and /es/art/weekly-prize): the banner for the newest winner,
// the countdown, this week's results and ballot, the prize, how it works, who can enter, recent
// winners. Each language has a route module of its own (app/routes/art-weekly-prize.tsx,
// app/routes/es/art-weekly-prize.tsx) that gives it that language's words (ADR 0037).
import { Countdown } from "~/features/weekly-drop/components/countdown";
import { ArtworkImage } from "~/features/gallery/components/artwork-image";
import { WeeklyDropResults } from "~/features/weekly-drop/components/results";
import { ActionButton } from "~/ui/page/action-button";
import { BackLink } from "~/ui/page/back-link";
import { CardGrid } from "~/ui/page/card-grid";
import { Checklist } from "~/ui/page/checklist";
import { CtaBlock } from "~/ui/page/cta-block";
import { FeatureCard } from "~/ui/page/feature-card";
import { Hero } from "~/ui/page/hero";
import { Section } from "~/ui/page/section";
import { StepList } from "~/ui/page/step-list";
import { VotingSection } from "~/features/weekly-drop/components/voting";
import { type WeeklyDropCopy, WeeklyDropCopyProvider, useWeeklyDropCopy } from "~/features/weekly-drop/components/weekly-drop-copy";
import { usePageTexts } from "~/platform/use-page-content";
import type { weeklyDropPageData } from "~/features/weekly-drop/weekly-drop-page.server";

/** Id of the Recent Winners section, so it can be linked to. */
export const RECENT_WINNERS_ID = "recent-winners";

/** What the page shows, from its loader (app/features/weekly-drop/weekly-drop-page.server.ts). */
export type WeeklyDropPageData = Awaited<ReturnType<typeof weeklyDropPageData>>["data"];

/**
 * The Weekly Drop in the language of `copy`, which its route module gives it, with staff's texts in
 * place (Page texts): its sections read them from the provider.
 */
export function WeeklyDropPage({ loaderData, copy }: { loaderData: WeeklyDropPageData; copy: WeeklyDropCopy }) {
  const page = usePageTexts("weekly-drop/page", copy.page);
  const { backLink, winnerBanner, hero, countdowns, prize, howItWorks, whoCanEnter, recentWinners, closing } = page;
  return (
    <WeeklyDropCopyProvider value={{ ...copy, page, artworkFallbackAlt: loaderData.artworkFallbackAlt }}>
      {loaderData.banner && (
        <div className="bg-art text-ink">
          <p className="container-site flex flex-wrap items-center gap-x-3 gap-y-1 py-3 font-bold">
            <span className="rounded-pill bg-ink px-3 py-0.5 text-sm uppercase tracking-widest text-art">{winnerBanner.label}</span>
            <span>{loaderData.banner}</span>
          </p>
        </div>
      )}

      <Hero
        colour="art"
        motif="burst"
        before={<BackLink action={backLink} />}
        title={hero.title}
        lede={<p>{hero.lede}</p>}
        aside={
          <div className="rounded-card border-4 border-art bg-ink-2/95 p-5 sm:p-8">
            <Countdown deadline={loaderData.countdown} copy={countdowns[loaderData.countdown.kind]} colour="art" />
          </div>
        }
      >
        <ActionButton action={hero.action} variant="art" size="lg" className="max-sm:w-full" />
      </Hero>

      <WeeklyDropResults view={loaderData.results} />
      <VotingSection section={loaderData.voting} />

      {loaderData.prize.length > 0 && (
        <Section heading={prize.heading} colour="art">
          <CardGrid columns={3}>
            {loaderData.prize.map((item, index) => (
              <FeatureCard key={index} title={item.title} description={item.description} icon={item.icon} colour="art" />
            ))}
          </CardGrid>
        </Section>
      )}

      <Section heading={howItWorks.heading} tone="raised">
        <StepList steps={howItWorks.steps} colour="art" />
      </Section>

      <Section heading={whoCanEnter.heading}>
        <Checklist items={whoCanEnter.items} colour="art" className="max-w-3xl" />
      </Section>

      {loaderData.winners.length > 0 && (
        <Section id={RECENT_WINNERS_ID} heading={recentWinners.heading} tone="raised">
          <CardGrid columns={3}>
            {loaderData.winners.map((winner, index) => (
              <WinnerCard key={winner.id} winner={winner} index={index} announcedLabel={recentWinners.announcedLabel} />
            ))}
          </CardGrid>
        </Section>
      )}

      <CtaBlock cta={closing} colour="art" />
    </WeeklyDropCopyProvider>
  );
}

// Stand-in artwork drawn in SVG for winners typed in by staff; a contest winner's own image (its
// entrant consented to public display) is shown instead.
const palettes = [
  ["#ffd60a", "#ff3d9a", "#0b0b0f"],
  ["#b197fc", "#3ddc84", "#15151c"],
  ["#ff8a2a", "#ffd60a", "#23232d"],
] as const;

/** A recent winner as the loader hands it over, with its day in the page's words. */
type ShownWinner = WeeklyDropPageData["winners"][number];

function WinnerCard({ winner, index, announcedLabel }: { winner: ShownWinner; index: number; announcedLabel: string }) {
  const copy = useWeeklyDropCopy();
  const byline = copy.winnerByline(winner);
  return (
    <figure className="flex w-full flex-col overflow-hidden rounded-card border-2 border-line bg-ink">
      {winner.imageUrl ? (
        <ArtworkImage
          key={winner.imageUrl}
          src={winner.imageUrl}
          srcSet={winner.imageSrcSet}
          alt={winner.alt}
          fallbackAlt={copy.artworkFallbackAlt}
        />
      ) : (
        <StandInArt index={index} />
      )}
      <figcaption className="grid gap-1 p-5">
        <span className="font-display text-2xl font-black uppercase leading-tight">{winner.artworkTitle}</span>
        <span className="text-muted">{byline}</span>
        <span className="text-sm font-bold uppercase tracking-wide text-art">
          {announcedLabel} <time dateTime={winner.announced}>{winner.announcedText}</time>
        </span>
      </figcaption>
    </figure>
  );
}

/** Drawn for winners typed in by staff, whose work the site has no image of. */
function StandInArt({ index }: { index: number }) {
  const [a, b, ground] = palettes[index % palettes.length];
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 300 220" className="block h-auto w-full">
      <rect width="300" height="220" fill={ground} />
      {index % 3 === 0 && (
        <g>
          {Array.from({ length: 8 }, (_, i) => (
            <ellipse
              key={i}
              cx="150"
              cy="120"
              rx="26"
              ry="70"
              fill={i % 2 ? a : b}
              opacity="0.85"
              transform={`rotate(${i * 45} 150 120)`}
            />
          ))}
          <circle cx="150" cy="120" r="22" fill={ground} />
          <rect x="0" y="190" width="300" height="30" fill="#3a3a47" />
        </g>
      )}
      {index % 3 === 1 && (
        <g strokeWidth="6" strokeLinecap="round">
          {Array.from({ length: 14 }, (_, i) => (
            <line key={i} x1={20 + i * 19} x2={20 + i * 19} y1={40 + ((i * 37) % 60)} y2={180 - ((i * 23) % 50)} stroke={i % 3 ? a : b} />
          ))}
        </g>
      )}
      {index % 3 === 2 && (
        <g>
          <circle cx="150" cy="200" r="90" fill={a} />
          <circle cx="150" cy="200" r="55" fill={b} />
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x="0" y={150 + i * 18} width="300" height="8" fill={ground} />
          ))}
        </g>
      )}
    </svg>
  );
}
