// The age dialog (home, art, sport, THE CORE): 13+ go to the chat community, under 13 ask a
// parent to join the parents' page. Without JavaScript its button opens the same two choices on
// /wypit, so the button always leads somewhere.
import { lazyOnDemand } from "~/platform/load-on-demand";
import type { AgeDialogVariant } from "~/features/site/copy/age-dialog.en";
import { AGE_CHOICES_SECTION_ID } from "./age-choice-link";
import { DeferredDialog, type DialogTriggerProps } from "~/ui/deferred-dialog";

const loadPanel = () => import("~/features/site/on-demand/age-dialog-panel");
const AgeDialogPanel = lazyOnDemand(loadPanel);

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
