import type * as React from "react";
import type { ColourToken } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { accentOf } from "./accent";
import { HeroArt, type HeroMotif } from "./hero-art";

/**
 * The top of every page: an eyebrow, the one <h1>, a subtitle in the page's accent, a lede,
 * actions, and original SVG art behind. `aside` sits beside the text on wide screens.
 */
export function Hero({
  colour,
  motif,
  eyebrow,
  title,
  subtitle,
  lede,
  before,
  children,
  aside,
  className,
}: {
  colour: ColourToken;
  motif?: HeroMotif;
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  lede?: React.ReactNode;
  /** Above the eyebrow, e.g. a BackLink. */
  before?: React.ReactNode;
  /** Actions and anything else under the lede. */
  children?: React.ReactNode;
  aside?: React.ReactNode;
  className?: string;
}) {
  const accent = accentOf(colour);
  return (
    <section className={cn("relative isolate overflow-hidden border-b border-line", className)}>
      {/* Drawn only where it has room of its own beside the text: from 1024 px, in the right
          part of the hero. Narrower, it sat behind the headline and buttons. */}
      <HeroArt
        colour={colour}
        motif={motif}
        className="-right-16 top-1/2 -z-10 hidden w-[min(40rem,40vw)] -translate-y-1/2 opacity-80 lg:block"
      />
      <div
        className={cn("container-site grid gap-10 py-section", aside && "lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:items-center")}
      >
        <div className={cn("grid min-w-0 justify-items-start gap-6", !aside && "lg:max-w-[60%]")}>
          {before}
          {eyebrow && (
            <p className={cn("rounded-pill border-2 px-4 py-1 text-sm font-bold uppercase tracking-widest", accent.border, accent.text)}>
              {eyebrow}
            </p>
          )}
          <h1 className="max-w-4xl text-display uppercase hyphens-auto">{title}</h1>
          {subtitle && <p className={cn("font-display text-2xl font-black uppercase sm:text-3xl", accent.text)}>{subtitle}</p>}
          {lede && <div className="max-w-2xl text-lg text-paper/90 sm:text-xl">{lede}</div>}
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}
