// The age dialog (home, art, sport, THE CORE): 13+ go to the chat community, under 13 ask a
// parent to join the parents' page. Without JavaScript its button opens the same two choices on
// /wypit, so the button always leads somewhere.
import * as React from "react";
import { ExternalAnchor } from "~/features/site/page/action-button";
import { Icon } from "~/ui/icon";
import { cn } from "~/platform/class-names";
import { lazyOnDemand } from "~/platform/load-on-demand";
import type { AgeOption, AgeDialogVariant } from "~/features/site/copy/age-dialog.en";
import { DeferredDialog, type DialogTriggerProps } from "./deferred-dialog";

const loadPanel = () => import("~/features/site/on-demand/age-dialog-panel");
const AgeDialogPanel = lazyOnDemand(loadPanel);

/** Id of the /wypit section that lists both choices (the no-JavaScript target of the button). */
export const AGE_CHOICES_SECTION_ID = "join-by-age";

export function AgeDialog({ variant = "default", ...trigger }: { variant?: AgeDialogVariant } & DialogTriggerProps) {
  return (
    <DeferredDialog
      loadPanel={loadPanel}
      Panel={AgeDialogPanel}
      panel={{ variant }}
      fallback={{ action: `/wypit#${AGE_CHOICES_SECTION_ID}` }}
      {...trigger}
    />
  );
}

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
