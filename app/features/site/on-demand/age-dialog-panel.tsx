// The age dialog itself, loaded on first open (see deferred-dialog.tsx).
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/ui/dialog";
import { type AgeDialogVariant } from "~/features/site/copy/age-dialog.en";
import { useLocale } from "~/platform/use-locale";
import { AgeChoiceLink } from "~/features/site/shell/age-choice-link";
import type { DeferredDialogPanelProps } from "~/ui/deferred-dialog";
import { ageDialogCopy } from "~/features/site/copy/age-dialog";
import { shellText } from "~/platform/copy/shell";

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
