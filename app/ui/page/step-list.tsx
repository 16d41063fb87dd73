import type * as React from "react";
import type { ColourToken } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { accentOf } from "./accent";

export type Step = { readonly number?: string; readonly title: string; readonly description?: React.ReactNode };

/** Numbered steps in order, as an ordered list; numbers default to 01, 02, ... */
export function StepList({ steps, colour = "core", className }: { steps: readonly Step[]; colour?: ColourToken; className?: string }) {
  const accent = accentOf(colour);
  return (
    <ol
      className={cn("grid gap-5 sm:grid-cols-2", steps.length >= 4 && "lg:grid-cols-4", steps.length === 3 && "lg:grid-cols-3", className)}
    >
      {steps.map((step, index) => (
        <li key={step.title} className="grid content-start gap-3 rounded-card border-2 border-line bg-ink-2 p-6">
          <span aria-hidden="true" className={cn("font-display text-5xl font-black", accent.text)}>
            {step.number ?? String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="text-xl uppercase leading-tight">{step.title}</h3>
          {step.description && <p className="text-muted">{step.description}</p>}
        </li>
      ))}
    </ol>
  );
}
