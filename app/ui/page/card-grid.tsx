import { Children } from "react";
import type * as React from "react";
import { cn } from "~/platform/class-names";

// Widths per column count, with gap-5 (1.25rem) between cards. A flex row that wraps and is
// centred puts an incomplete last row (the final odd card) in the middle.
const widths = {
  2: "w-full md:w-[calc((100%-1.25rem)/2)]",
  3: "w-full sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-2.5rem)/3)]",
  // Four in a row only from 1280 px: at 1024 a quarter of the row was too narrow for a title and its button.
  4: "w-full sm:w-[calc((100%-1.25rem)/2)] xl:w-[calc((100%-3.75rem)/4)]",
} as const;

/** Cards in a responsive grid as a list; the cards of an incomplete last row are centred. */
export function CardGrid({
  columns = 3,
  children,
  className,
  label,
}: {
  columns?: keyof typeof widths;
  children: React.ReactNode;
  className?: string;
  /** Accessible name of the list, when the section heading does not already give one. */
  label?: string;
}) {
  return (
    <ul aria-label={label} className={cn("flex flex-wrap justify-center gap-5", className)}>
      {Children.map(children, (child) =>
        child == null || child === false ? null : <li className={cn("flex", widths[columns])}>{child}</li>,
      )}
    </ul>
  );
}
