// A form field's label. A double click on its text selects nothing (the field gets the focus, as a
// single click does); a click that lands on a control inside it is the control's. Written here
// rather than taken from Radix: it is the only Radix part the pages' fields need (issue 33).
import type * as React from "react";
import { cn } from "~/platform/class-names";

export function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/label-has-associated-control -- a double click selects no text (no action); the field passes htmlFor and the text
    <label
      className={cn("text-sm font-bold uppercase tracking-wide", className)}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
