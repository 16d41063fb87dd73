import { Icon } from "~/ui/icon";
import type { ColourToken } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { accentOf } from "./accent";

export type ChecklistItem = string | { readonly title: string; readonly description?: string };

/** A list of conditions or requirements, each with a check mark. */
export function Checklist({
  items,
  colour = "core",
  className,
}: {
  items: readonly ChecklistItem[];
  colour?: ColourToken;
  className?: string;
}) {
  const accent = accentOf(colour);
  return (
    <ul className={cn("grid gap-3", className)}>
      {items.map((item) => {
        const { title, description } = typeof item === "string" ? { title: item, description: undefined } : item;
        return (
          <li key={title} className="flex items-start gap-4 rounded-card border-2 border-line bg-ink-2 p-5">
            <span className={cn("grid size-8 shrink-0 place-items-center rounded-pill text-ink", accent.bg)}>
              <Icon name="Check" className="size-5" />
            </span>
            <span className="grid gap-1">
              <span className="text-lg font-bold">{title}</span>
              {description && <span className="text-muted">{description}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
