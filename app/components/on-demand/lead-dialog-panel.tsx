// The sign-up dialog itself, loaded on first open (see deferred-dialog.tsx).
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { shellText as shellTextEs } from "~/content/es/shell";
import { shellText as shellTextEn } from "~/content/shell";
import type { LeadFormKind } from "~/lib/lead-fields";
import { bilingual } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import type { DeferredDialogPanelProps } from "../shell/deferred-dialog";
import { LeadForm } from "./lead-form";
import { leadFormConfig } from "./lead-form-config";

const shellText = bilingual(shellTextEn, shellTextEs);

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
        <LeadForm config={config} presentation="dialog" onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
