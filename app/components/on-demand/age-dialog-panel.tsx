// The age dialog itself, loaded on first open (see deferred-dialog.tsx).
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { ageDialogCopy, type AgeDialogVariant } from "~/content/age-dialog";
import { AgeChoiceLink } from "../shell/age-dialog";
import type { DeferredDialogPanelProps } from "../shell/deferred-dialog";

export default function AgeDialogPanel({
  variant,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: { variant: AgeDialogVariant } & DeferredDialogPanelProps) {
  const copy = ageDialogCopy[variant];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
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
