import type * as React from "react";
import { cn } from "~/lib/class-names";

/**
 * A wide table's scrolling box on a phone: a named region that takes keyboard focus, so it can be
 * scrolled without a pointer (axe: scrollable-region-focusable).
 */
export function TableRegion({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus is how a keyboard scrolls it
    <div role="region" aria-label={label} tabIndex={0} className={cn("overflow-x-auto rounded-sm focus-visible:outline-2", className)}>
      {children}
    </div>
  );
}
