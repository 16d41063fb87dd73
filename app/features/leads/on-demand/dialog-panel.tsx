// The sign-up dialog itself, loaded on first open (see deferred-dialog.tsx).
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/ui/dialog";
import type { LeadFormKind } from "~/features/leads/fields";
import { useLocale } from "~/platform/use-locale";
import type { DeferredDialogPanelProps } from "~/ui/deferred-dialog";
import { LeadForm, type LeadFormHeader } from "./form";
import { leadFormConfig } from "./form-config";
import { shellText } from "~/platform/copy/shell";

export default function LeadDialogPanel({
  kind,
  source,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: { kind: LeadFormKind; source: string } & DeferredDialogPanelProps) {
  const locale = useLocale();
  const config = leadFormConfig(kind, source, locale);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} closeLabel={shellText[locale].closeDialog}>
        <LeadForm config={config} presentation="dialog" Header={DialogFormHeader} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** In a dialog the form's heading is the dialog's title, and the line under it its description. */
const DialogFormHeader: LeadFormHeader = ({ title, headingRef, children }) => (
  <DialogHeader>
    <DialogTitle ref={headingRef} tabIndex={-1} className="outline-none">
      {title}
    </DialogTitle>
    <DialogDescription>{children}</DialogDescription>
  </DialogHeader>
);
