import * as React from "react";
import { Icon } from "~/ui/icon";
import { cn } from "~/platform/class-names";
import { inputClassName } from "./input";

export type SelectOption = { value: string; label: string };

/**
 * A native select: it submits with the form without JavaScript, works with every screen reader
 * and opens the platform picker on phones.
 */
export function Select({
  options,
  placeholder,
  className,
  ...props
}: React.ComponentProps<"select"> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <div className="relative">
      <select className={cn(inputClassName, "appearance-none pr-9", className)} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="ChevronDown" className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-muted" />
    </div>
  );
}
