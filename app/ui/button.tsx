import * as React from "react";
import { Slot } from "./slot";
import { cn } from "~/platform/class-names";

const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap max-sm:whitespace-normal max-sm:py-2 max-sm:text-center rounded-pill font-bold uppercase tracking-wide transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0 [&_.icon]:size-5";

// A plain lookup instead of class-variance-authority: the same API for two variant sets, ~1 kB
// gzip less on every page.
const variants = {
  variant: {
    primary: "bg-core text-ink hover:bg-paper",
    paper: "bg-paper text-ink hover:bg-art",
    outline: "border-2 border-paper text-paper hover:bg-paper hover:text-ink",
    ghost: "text-paper hover:bg-ink-3",
    sport: "bg-sport text-ink hover:bg-paper",
    art: "bg-art text-ink hover:bg-paper",
    music: "bg-music text-ink hover:bg-paper",
    biz: "bg-biz text-ink hover:bg-paper",
    wildcard: "bg-wildcard text-ink hover:bg-paper",
    core: "bg-core text-ink hover:bg-paper",
  },
  size: {
    sm: "min-h-10 px-4 text-sm",
    md: "min-h-12 px-6 text-base",
    lg: "min-h-14 px-8 text-lg",
    icon: "size-11",
  },
} as const;

type ButtonVariants = { variant?: keyof typeof variants.variant | null; size?: keyof typeof variants.size | null };

export function buttonVariants({ variant, size }: ButtonVariants = {}) {
  return cn(base, variants.variant[variant ?? "primary"], variants.size[size ?? "md"]);
}

export type ButtonProps = React.ComponentProps<"button"> & ButtonVariants & { asChild?: boolean };

/** A button, or with `asChild` any element (a link) styled as one. */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return <Comp className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
