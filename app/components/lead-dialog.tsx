// A sign-up dialog and its trigger. The trigger is a link to the form's standalone page, so it
// works without JavaScript; with JavaScript a plain click opens the dialog instead.
import * as React from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useDeferredDialog } from "./deferred-dialog";
import { joinHref, type LeadFormConfig } from "./lead-form-config";

const loadPanel = () => import("./lead-dialog-panel");
const LeadDialogPanel = React.lazy(loadPanel);

export type DialogTriggerProps = {
  children: React.ReactNode;
  buttonVariant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
};

export function LeadDialog({ config, children, buttonVariant, size, className }: { config: LeadFormConfig } & DialogTriggerProps) {
  const dialog = useDeferredDialog<HTMLAnchorElement>(loadPanel);

  function openDialog(event: React.MouseEvent<HTMLAnchorElement>) {
    // Let a new-tab or new-window click open the standalone page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dialog.show();
  }

  return (
    <>
      <Button asChild variant={buttonVariant} size={size} className={className}>
        <a ref={dialog.triggerRef} href={joinHref(config.kind, config.source)} onClick={openDialog} aria-haspopup="dialog" {...dialog.prefetchProps}>
          {children}
        </a>
      </Button>
      {dialog.mounted && (
        <React.Suspense fallback={null}>
          <LeadDialogPanel config={config} {...dialog.panelProps} />
        </React.Suspense>
      )}
    </>
  );
}
