import { useId } from "react";
import type * as React from "react";
import type { ColourToken } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { accentOf } from "./accent";

/** A page section: an optional eyebrow, its <h2>, an intro line, then its content. */
export function Section({
  id,
  eyebrow,
  heading,
  intro,
  colour,
  tone = "ink",
  centered = false,
  children,
  className,
}: {
  id?: string;
  eyebrow?: React.ReactNode;
  heading: React.ReactNode;
  intro?: React.ReactNode;
  /** Colours the eyebrow. */
  colour?: ColourToken;
  /** "raised" sets the section on the slightly lighter surface to separate it from its neighbours. */
  tone?: "ink" | "raised";
  centered?: boolean;
  children?: React.ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-surface={tone}
      className={cn(tone === "raised" && "border-y border-line bg-ink-2", "scroll-mt-(--spacing-header)", className)}
    >
      <div className="container-site section-block grid grid-cols-1 gap-10">
        <header className={cn("grid max-w-3xl gap-4", centered && "mx-auto justify-items-center text-center")}>
          {eyebrow && (
            <p className={cn("text-sm font-bold uppercase tracking-widest", colour ? accentOf(colour).text : "text-muted")}>{eyebrow}</p>
          )}
          <h2 id={headingId} className="text-hero uppercase">
            {heading}
          </h2>
          {intro && <div className="text-lg text-muted">{intro}</div>}
        </header>
        {children}
      </div>
    </section>
  );
}
