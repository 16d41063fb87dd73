// The age dialog itself, loaded on first open (see deferred-dialog.tsx).
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { ageDialogCopy as ageDialogCopyEn, type AgeDialogVariant } from "~/content/age-dialog";
import { ageDialogCopy as ageDialogCopyEs } from "~/content/es/age-dialog";
import { shellText as shellTextEs } from "~/content/es/shell";
import { shellText as shellTextEn } from "~/content/shell";
import { bilingual } from "~/lib/locale";
import { useLocale } from "~/lib/use-locale";
import { AgeChoiceLink } from "../shell/age-dialog";
import type { DeferredDialogPanelProps } from "../shell/deferred-dialog";

const ageDialogCopy = bilingual(ageDialogCopyEn, ageDialogCopyEs);
const shellText = bilingual(shellTextEn, shellTextEs);

export default function AgeDialogPanel({
  variant,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: { variant: AgeDialogVariant } & DeferredDialogPanelProps) {
  const locale = useLocale();
  const copy = ageDialogCopy[locale][variant];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} closeLabel={shellText[locale].closeDialog}>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {copy.options.map((option) => (
            <li key={option.id}>
              {/* Choosing closes the dialog; the link itself opens the community in a new tab. */}
              <DialogClose asChild>
                <AgeChoiceLink option={option} />
              </DialogClose>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
