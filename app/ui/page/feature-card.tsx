import type * as React from "react";
import type { ColourToken } from "~/platform/copy-types";
import type { IconName } from "~/ui/icon-names";
import { cn } from "~/platform/class-names";
import { accentOf } from "./accent";
import { Icon } from "~/ui/icon";

/** A card with an icon badge, a title and a line or two (highlights, pillars, benefits). */
export function FeatureCard({
  title,
  description,
  icon,
  colour = "core",
  eyebrow,
  children,
  className,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  icon?: IconName;
  colour?: ColourToken;
  /** A small label above the title (a step number, a status). */
  eyebrow?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  const accent = accentOf(colour);
  return (
    <div
      className={cn(
        "relative flex w-full flex-col gap-4 rounded-card border-2 border-line bg-ink-2 p-6 transition-colors hover:border-paper/60",
        className,
      )}
    >
      {icon && (
        <span className={cn("grid size-14 place-items-center rounded-2xl text-ink", accent.bg)}>
          <Icon name={icon} className="size-7" />
        </span>
      )}
      {eyebrow && <p className={cn("text-sm font-bold uppercase tracking-widest", accent.text)}>{eyebrow}</p>}
      <h3 className="text-2xl uppercase leading-tight">{title}</h3>
      {description && <p className="text-muted">{description}</p>}
      {children}
    </div>
  );
}
