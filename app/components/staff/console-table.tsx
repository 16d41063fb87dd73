import type * as React from "react";
import { cn } from "~/lib/class-names";

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
    <div className="overflow-x-auto">
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
    </div>
  );
}
