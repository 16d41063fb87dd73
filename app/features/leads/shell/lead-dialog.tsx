// A sign-up dialog and its button; without JavaScript the button opens the form's own page.
import { joinPages } from "~/features/leads/copy/join.en";
import type { LeadFormKind } from "~/features/leads/fields";
import { lazyOnDemand } from "~/platform/load-on-demand";
import { DeferredDialog, type DialogTriggerProps } from "~/ui/deferred-dialog";

const loadPanel = () => import("~/features/leads/on-demand/dialog-panel");
const LeadDialogPanel = lazyOnDemand(loadPanel);

export type { DialogTriggerProps };

/** `source` is the page the dialog sits on; the form's fields and copy load with the dialog. */
export function LeadDialog({
  kind,
  source,
  ...trigger
}: { kind: Exclude<LeadFormKind, "newsletter">; source: string } & DialogTriggerProps) {
  return (
    <DeferredDialog
      loadPanel={loadPanel}
      Panel={LeadDialogPanel}
      panel={{ kind, source }}
      fallback={{ action: joinPages[kind].path, query: { from: source } }}
      {...trigger}
    />
  );
}
