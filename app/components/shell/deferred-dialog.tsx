// Dialogs load their contents (Radix, the form, its copy) the first time they open, not with the
// page: on a cheap phone every kilobyte on the first load counts. Hovering or focusing the trigger
// starts the download early, so the dialog is usually there by the time it is clicked.
import * as React from "react";

export type DeferredDialogPanelProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Radix's close focus handler: focus goes back to the trigger we rendered ourselves. */
  onCloseAutoFocus(event: Event): void;
};

export function useDeferredDialog<T extends HTMLElement>(preload: () => Promise<unknown>) {
  const [open, setOpen] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);
  const triggerRef = React.useRef<T>(null);

  const show = React.useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);

  const panelProps: DeferredDialogPanelProps = {
    open,
    onOpenChange: setOpen,
    onCloseAutoFocus(event) {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };

  const prefetchProps = {
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onTouchStart: () => void preload(),
  };

  return { open, mounted, show, triggerRef, panelProps, prefetchProps };
}
