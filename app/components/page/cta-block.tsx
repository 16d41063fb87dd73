import { useId } from "react";
import type * as React from "react";
import type { CallToAction, ColourToken } from "~/content/types";
import { cn } from "~/lib/class-names";
import { accentOf } from "./accent";
import { ActionRow, type DialogRenderers } from "./action-button";
import { HeroArt } from "./hero-art";

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
    <section aria-labelledby={headingId} className="container-site py-section">
      <div className={cn("relative isolate overflow-hidden rounded-card border-4 bg-ink-2 p-8 sm:p-12 lg:p-16", accent.border)}>
        <HeroArt colour={colour} motif="burst" className="-bottom-40 -right-40 -z-10 w-[28rem] opacity-30" />
        <div className="grid max-w-2xl justify-items-start gap-6">
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
