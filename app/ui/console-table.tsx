import type * as React from "react";
import { cn } from "~/platform/class-names";

/**
 * A region that scrolls sideways on a narrow screen. It takes focus, so a keyboard can scroll it
 * too, and is named for the screen reader that lands on it.
 */
export function ScrollRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      {children}
    </div>
  );
}

/**
 * A console table: scrolls sideways on a phone instead of squeezing its columns, and is named by
 * its caption (read by screen readers, not shown: the page's heading says it already).
 */
export function ConsoleTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: string;
  columns: readonly string[];
  /** The width under which it scrolls, e.g. min-w-[56rem]. */
  className: string;
  children: React.ReactNode;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className={cn("w-full text-left text-sm", className)}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-line">
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
