import type { PathCard as PathCardData } from "~/platform/copy-types";
import { cn } from "~/platform/class-names";
import { useLocale } from "~/platform/use-locale";
import { accentOf } from "~/ui/page/accent";
import { ActionButton, type DialogRenderers } from "~/ui/page/action-button";
import { Icon } from "~/ui/icon";
import { dialogButtonContext } from "~/platform/copy/site";

/**
 * A programme path card: accent band, icon, title, line, and its action: an internal link, an
 * external link (new tab) or a dialog the page provides; plus an optional secondary link.
 */
export function PathCard({
  card,
  dialogs,
  eyebrow,
  tagline,
  className,
}: {
  card: PathCardData;
  dialogs?: DialogRenderers;
  /** A small label above the title (a subtitle). */
  eyebrow?: string;
  /** A loud line under the title. */
  tagline?: string;
  className?: string;
}) {
  const locale = useLocale();
  const accent = accentOf(card.colour);
  const { title, description, icon, buttonLabel, secondary } = card;
  const label = buttonLabel ?? title;
  // Among cards whose buttons go to pages, the one that opens a dialog says so to screen readers.
  const action = card.dialog
    ? { label, dialog: card.dialog, context: dialogButtonContext[locale] }
    : card.external
      ? { label, href: card.href, external: true as const }
      : { label, href: card.href };
  return (
    <div
      className={cn(
        "relative flex w-full flex-col overflow-hidden rounded-card border-2 border-line bg-ink-2 transition-colors hover:border-paper/60",
        className,
      )}
    >
      <div aria-hidden="true" className={cn("h-2", accent.bg)} />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <span className={cn("grid size-14 place-items-center rounded-2xl border-2", accent.border, accent.text)}>
          <Icon name={icon} className="size-7" />
        </span>
        {eyebrow && <p className="text-sm font-bold uppercase tracking-widest text-muted">{eyebrow}</p>}
        <h3 className="text-2xl uppercase leading-tight">{title}</h3>
        {tagline && <p className={cn("font-display text-xl font-black uppercase", accent.text)}>{tagline}</p>}
        <p className="flex-1 text-muted">{description}</p>
        <div className="flex flex-wrap gap-3 pt-2">
          {/* A label longer than the card wraps inside its button rather than running out of the card. */}
          <ActionButton action={action} variant={accent.button} dialogs={dialogs} className="max-w-full whitespace-normal! max-sm:w-full" />
          {secondary && (
            <ActionButton action={secondary} variant="outline" dialogs={dialogs} className="max-w-full whitespace-normal! max-sm:w-full" />
          )}
        </div>
      </div>
    </div>
  );
}
