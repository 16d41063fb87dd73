// A sign-up dialog and its trigger. The trigger is a link to the form's standalone page, so it
// works without JavaScript; with JavaScript a plain click opens the dialog instead.
import * as React from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useDeferredDialog } from "./deferred-dialog";
import { joinHref, type LeadFormKind } from "~/lib/lead-fields";

const loadPanel = () => import("../on-demand/lead-dialog-panel");
const LeadDialogPanel = React.lazy(loadPanel);

export type DialogTriggerProps = {
  children: React.ReactNode;
  buttonVariant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
};

/** `source` is the page the dialog sits on; the form's fields and copy load with the dialog. */
export function LeadDialog({
  kind,
  source,
  children,
  buttonVariant,
  size,
  className,
}: { kind: Exclude<LeadFormKind, "newsletter">; source: string } & DialogTriggerProps) {
  const { mounted, show, triggerRef, panelProps, prefetchProps } = useDeferredDialog<HTMLAnchorElement>(loadPanel);

  function openDialog(event: React.MouseEvent<HTMLAnchorElement>) {
    // Let a new-tab or new-window click open the standalone page.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    show();
  }

  return (
    <>
      <Button asChild variant={buttonVariant} size={size} className={className}>
        <a ref={triggerRef} href={joinHref(kind, source)} onClick={openDialog} aria-haspopup="dialog" {...prefetchProps}>
          {children}
        </a>
      </Button>
      {mounted && (
        <React.Suspense fallback={null}>
          <LeadDialogPanel kind={kind} source={source} {...panelProps} />
        </React.Suspense>
      )}
    </>
  );
}
