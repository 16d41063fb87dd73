// One age choice of the age dialog, as a link (issue 43): the dialog's panel and /wypit's section
// both show it, and in a module of its own the panel does not import the dialog that loads it.
import type * as React from "react";
import { ExternalAnchor } from "~/ui/page/action-button";
import { Icon } from "~/ui/icon";
import { cn } from "~/platform/class-names";
import type { AgeOption } from "~/features/site/copy/age-dialog.en";

/** Id of the /wypit section that lists both choices (the no-JavaScript target of the button). */
export const AGE_CHOICES_SECTION_ID = "join-by-age";

/**
 * One age choice as a large link that wraps (the labels are long). Used in the dialog and in the
 * /wypit section that stands in for it without JavaScript.
 */
export function AgeChoiceLink({ option, className, ...props }: { option: AgeOption } & React.ComponentProps<"a">) {
  return (
    <ExternalAnchor
      href={option.href}
      className={cn(
        "flex min-h-14 w-full items-center justify-between gap-3 rounded-card px-5 py-3 text-left text-lg font-bold transition-colors hover:bg-paper [&_svg]:size-5 [&_svg]:shrink-0",
        option.id === "teen" ? "bg-core text-ink" : "bg-art text-ink",
        className,
      )}
      {...props}
    >
      <span>{option.label}</span>
      <Icon name="ExternalLink" className="size-5" />
    </ExternalAnchor>
  );
}
