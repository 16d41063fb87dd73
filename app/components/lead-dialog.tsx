// A sign-up dialog and its trigger. The trigger is a link to the form's standalone page, so it
// works without JavaScript; with JavaScript a plain click opens the dialog instead.
import * as React from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { joinHref, LeadForm, type LeadFormConfig } from "./lead-form";

export type DialogTriggerProps = {
  children: React.ReactNode;
  buttonVariant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
};

export function LeadDialog({ config, children, buttonVariant, size, className }: { config: LeadFormConfig } & DialogTriggerProps) {
  const [open, setOpen] = React.useState(false);
  const trigger = React.useRef<HTMLAnchorElement>(null);

  function openDialog(event: React.MouseEvent<HTMLAnchorElement>) {
    // Let a new-tab or new-window click open the standalone page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button asChild variant={buttonVariant} size={size} className={className}>
        <a ref={trigger} href={joinHref(config.kind, config.source)} onClick={openDialog} aria-haspopup="dialog">
          {children}
        </a>
      </Button>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // The trigger is a link, not a Radix trigger, so focus is returned to it here.
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <LeadForm config={config} presentation="dialog" onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
