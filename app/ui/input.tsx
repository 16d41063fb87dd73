import * as React from "react";
import { cn } from "~/platform/class-names";

export const inputClassName =
  "min-h-12 w-full rounded-xl border-2 border-line bg-ink px-4 text-base text-paper placeholder:text-muted/80 focus-visible:border-art aria-[invalid=true]:border-danger";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(inputClassName, className)} {...props} />;
}
