import * as React from "react";
import { Label as LabelPrimitive } from "radix-ui";
import { cn } from "~/platform/class-names";

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn("text-sm font-bold uppercase tracking-wide", className)} {...props} />;
}
