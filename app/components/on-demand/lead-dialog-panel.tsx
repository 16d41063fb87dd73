// The sign-up dialog itself, loaded on first open (see deferred-dialog.tsx).
import { Dialog, DialogContent } from "~/components/ui/dialog";
import type { DeferredDialogPanelProps } from "../shell/deferred-dialog";
import { LeadForm } from "./lead-form";
import type { LeadFormKind } from "~/lib/lead-fields";
import { leadFormConfig } from "./lead-form-config";

export default function LeadDialogPanel({
  kind,
  source,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: { kind: LeadFormKind; source: string } & DeferredDialogPanelProps) {
  const config = leadFormConfig(kind, source);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <LeadForm config={config} presentation="dialog" onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
