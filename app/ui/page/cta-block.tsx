import { useId } from "react";
import type * as React from "react";
import type { CallToAction, ColourToken } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { accentOf } from "~/ui/page/accent";
import { ActionRow, type DialogRenderers } from "./action-button";
import { HeroArt } from "~/ui/page/hero-art";

/** The closing block of a page: a loud heading, a sentence and its buttons. */
export function CtaBlock({
  cta,
  colour = "core",
  dialogs,
  children,
}: {
  cta: CallToAction;
  colour?: ColourToken;
  dialogs?: DialogRenderers;
  children?: React.ReactNode;
}) {
  const headingId = useId();
  const accent = accentOf(colour);
  return (
    <section aria-labelledby={headingId} data-surface="ink" className="container-site section-block">
      <div className={cn("relative isolate overflow-hidden rounded-card border-4 bg-ink-2 p-8 sm:p-12 lg:p-16", accent.border)}>
        {/* In the bottom-right corner, only where the text and buttons keep clear of it (from 1024 px). */}
        <HeroArt colour={colour} motif="burst" className="-bottom-40 -right-40 -z-10 hidden w-[28rem] opacity-30 lg:block" />
        <div className="grid max-w-2xl justify-items-start gap-6 lg:max-w-[min(42rem,calc(100%-16rem))]">
          <h2 id={headingId} className="text-hero uppercase">
            {cta.heading}
          </h2>
          <p className="text-lg text-paper/90 sm:text-xl">{cta.text}</p>
          {children}
          <ActionRow actions={cta.actions} variant={accent.button} dialogs={dialogs} className="flex w-full flex-wrap gap-3" />
        </div>
      </div>
    </section>
  );
}
