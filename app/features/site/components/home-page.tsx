// The home page (/ and /es): hero, wake-up call, programmes, THE CORE panel, join the movement.
// Each language has a route module of its own (app/routes/home.tsx, app/routes/es/home.tsx) that
// gives it that language's words, so a page loads its own language only (ADR 0037). Not in
// `page/`: that folder is the site chunk every page loads (performance/site-chunk.ts).
import { Link } from "react-router";
import { AgeDialog } from "~/features/site/shell/age-dialog";
import { MentorDialog } from "~/features/leads/shell/mentor-dialog";
import { accentOf } from "~/ui/page/accent";
import { ActionButton, ActionRow } from "~/ui/page/action-button";
import { CardGrid } from "~/ui/page/card-grid";
import { FeatureCard } from "~/ui/page/feature-card";
import { figureSize } from "~/features/site/page/figure-size";
import { Hero } from "~/ui/page/hero";
import { HeroArt, type HeroMotif } from "~/ui/page/hero-art";
import { Icon } from "~/ui/icon";
import { Section } from "~/ui/page/section";
import type { homePage as homePageEn } from "~/features/site/copy/home.en";
import type { Program } from "~/features/site/copy/programs.en";
import type { Translation } from "~/platform/translation";
import type { TrackId } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { useLocalePath } from "~/platform/use-locale";
import { useFigure, usePageTexts } from "~/platform/use-page-content";

/** A programme in the page's language (its `link` is the English address; the card localises it). */
type ProgramCardData = Translation<Program>;

/** What the page's route module gives it: the page's words and the programmes, in its language. */
export type HomePageCopy = {
  readonly page: Translation<typeof homePageEn>;
  readonly programs: readonly ProgramCardData[];
};

export function HomePage({ copy }: { copy: HomePageCopy }) {
  const { hero, wakeUpCall, programs: programsSection, corePanel, joinTheMovement } = usePageTexts("site/home", copy.page);
  const screenTime = useFigure()(wakeUpCall.statCard.stat);
  const isFeatured = (id: TrackId) => (programsSection.featured as readonly string[]).includes(id);
  const featured = copy.programs.filter((p) => isFeatured(p.id));
  const others = copy.programs.filter((p) => !isFeatured(p.id));
  return (
    <>
      <Hero
        colour="core"
        motif="rings"
        title={hero.headline}
        subtitle={hero.line}
        lede={
          <ul className="flex flex-wrap gap-3" aria-label={hero.taglinesLabel}>
            {hero.taglines.map((tagline, i) => (
              <li
                key={tagline}
                className={cn(
                  "rounded-pill px-4 py-2 font-display text-lg font-black uppercase text-ink sm:text-xl",
                  i === 0 ? "bg-art" : "bg-paper",
                )}
              >
                {tagline}
              </li>
            ))}
          </ul>
        }
      >
        <ActionRow actions={hero.actions} />
      </Hero>

      <Section eyebrow={wakeUpCall.eyebrow} colour="core" heading={wakeUpCall.heading}>
        <CardGrid columns={3}>
          <div className="flex w-full flex-col justify-between gap-6 rounded-card bg-core p-6 text-ink">
            <Icon name={wakeUpCall.statCard.icon} className="size-10" />
            <p className="@container grid gap-2">
              <span
                className="font-display font-black uppercase leading-none [--figure-max:2.25rem] sm:[--figure-max:3rem]"
                style={figureSize(screenTime.value)}
              >
                {screenTime.value}
              </span>
              <span className="text-lg font-bold">{screenTime.label}</span>
            </p>
          </div>
          {wakeUpCall.cards.map((card) => (
            <FeatureCard key={card.title} {...card} colour="core" />
          ))}
        </CardGrid>
      </Section>

      <Section tone="raised" heading={programsSection.heading} intro={programsSection.text}>
        <ul className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          {featured.map((program) => (
            <li key={program.id} className="flex">
              <FeaturedProgramCard program={program} />
            </li>
          ))}
        </ul>
        <CardGrid columns={3}>
          {others.map((program) => (
            <ProgramCard key={program.id} program={program} />
          ))}
        </CardGrid>
      </Section>

      <CorePanel corePanel={corePanel} />

      <JoinTheMovement joinTheMovement={joinTheMovement} />
    </>
  );
}

type HomeTexts = HomePageCopy["page"];

/** THE CORE: what it is, its link, and its phases in order. */
function CorePanel({ corePanel }: { corePanel: HomeTexts["corePanel"] }) {
  return (
    <section aria-labelledby="core-panel" data-surface="ink" className="container-site section-block">
      <div className="relative isolate grid gap-8 overflow-hidden rounded-card border-4 border-core bg-ink-2 p-8 sm:p-12 lg:grid-cols-2 lg:items-center lg:p-16">
        {/* Behind the phases' column from 1024 px; above it, the heading runs where it would be. */}
        <HeroArt colour="core" motif="grid" className="-right-32 -top-32 -z-10 hidden w-[30rem] opacity-25 lg:block" />
        <div className="grid justify-items-start gap-6">
          <h2 id="core-panel" className="text-hero uppercase">
            {corePanel.heading}
          </h2>
          <p className="text-lg text-paper/90">{corePanel.text}</p>
          <ActionButton action={corePanel.action} variant="core" size="lg" className="max-sm:w-full" />
        </div>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={corePanel.stepsLabel}>
          {corePanel.steps.map((step, i) => (
            <li key={step} className="grid gap-1 rounded-2xl border-2 border-line bg-ink p-4">
              <span aria-hidden="true" className="font-display text-3xl font-black text-core">
                {String(i + 1).padStart(2, "0")}
              </span>
              <span className="font-bold uppercase tracking-wide">{step}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Join the movement: one block for young people (the age check) and one for mentors (the application). */
function JoinTheMovement({ joinTheMovement }: { joinTheMovement: HomeTexts["joinTheMovement"] }) {
  return (
    <Section tone="raised" heading={joinTheMovement.heading} centered>
      <ul className="grid gap-5 md:grid-cols-2">
        {joinTheMovement.blocks.map((block, i) => (
          <li
            key={block.audience}
            className={cn(
              "grid content-start justify-items-start gap-5 rounded-card border-2 bg-ink p-8",
              i === 0 ? "border-core" : "border-art",
            )}
          >
            <h3 className="text-3xl uppercase">{block.audience}</h3>
            <p className="text-lg text-muted">{block.text}</p>
            <ActionButton
              action={block.action}
              variant={i === 0 ? "core" : "art"}
              size="lg"
              className="max-sm:w-full"
              dialogs={{
                age: (props) => <AgeDialog {...props} />,
                mentor: (props) => <MentorDialog variant="home" {...props} />,
              }}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

const programMotifs: Record<TrackId, HeroMotif> = {
  sport: "burst",
  art: "grid",
  music: "wave",
  entrepreneur: "bars",
  wildcard: "rings",
};

/** Sport and art: the whole card is one large link to the programme. */
function FeaturedProgramCard({ program }: { program: ProgramCardData }) {
  const pathIn = useLocalePath();
  const accent = accentOf(program.colour);
  const proof = useFigure()(program.proof);
  return (
    <Link
      to={pathIn(program.link)}
      className={cn(
        "group relative isolate flex w-full min-w-0 flex-col gap-5 overflow-hidden rounded-card border-4 bg-ink p-6 sm:p-8 transition-transform hover:-translate-y-1",
        accent.border,
      )}
    >
      {/* Small enough to stay in the corner beside the icon, above the title. */}
      <HeroArt colour={program.colour} motif={programMotifs[program.id]} className="-right-20 -top-20 -z-10 w-56 opacity-40" />
      <span className={cn("grid size-16 place-items-center rounded-2xl text-ink", accent.bg)}>
        <Icon name={program.icon} className="size-8" />
      </span>
      <span className="grid gap-1">
        <span className="font-display text-4xl font-black uppercase [overflow-wrap:anywhere] sm:text-5xl">{program.shownAs}</span>
        <span className={cn("text-xl font-bold uppercase", accent.text)}>{program.tagline}</span>
      </span>
      <span className="max-w-prose text-lg text-paper/90">{program.story}</span>
      <span className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-2">
        <span className="grid">
          <span className={cn("font-display text-3xl font-black", accent.text)}>{proof.value}</span>
          <span className="text-sm font-bold uppercase text-muted">{proof.label}</span>
        </span>
        <span className={cn("inline-flex min-h-12 items-center gap-2 rounded-pill px-6 font-bold uppercase text-ink", accent.bg)}>
          {program.cta}
          <Icon name="ArrowRight" className="size-5 transition-transform group-hover:translate-x-1" />
        </span>
      </span>
    </Link>
  );
}

function ProgramCard({ program }: { program: ProgramCardData }) {
  const accent = accentOf(program.colour);
  return (
    <div className="relative flex w-full flex-col gap-4 overflow-hidden rounded-card border-2 border-line bg-ink p-6 pt-8">
      <span aria-hidden="true" className={cn("absolute inset-x-0 top-0 h-2", accent.bg)} />
      <Icon name={program.icon} className={cn("size-9", accent.text)} />
      {/* "ENTREPRENEUR" whole in a third of the row at 1024 px and on a 320 px phone. */}
      <h3 className="text-2xl uppercase xl:text-3xl">{program.shownAs}</h3>
      <p className={cn("font-bold uppercase", accent.text)}>{program.tagline}</p>
      <p className="flex-1 text-muted">{program.story}</p>
      <ActionButton action={{ label: program.cta, href: program.link }} variant={accent.button} className="self-start max-sm:w-full" />
    </div>
  );
}
