// A dialog and the button that opens it. The button is a real <button> from the first byte of
// HTML to the end of the visit: it sits in a GET form to the page that stands in for the dialog,
// so before the scripts run, or without them, pressing it opens that page; once React runs, the
// same button opens the dialog. Nothing is swapped at hydration, so a press made while the page
// hydrates lands on the element that stays.
//
// Dialogs load their contents (Radix, the form, its copy) the first time they open, not with the
// page: on a cheap phone every kilobyte on the first load counts. Hovering or focusing the button
// starts the download early, so the dialog is usually there by the time it is pressed.
import * as React from "react";
import { Button, type ButtonProps } from "~/ui/button";
import { useLocalePath } from "~/platform/use-locale";

export type DeferredDialogPanelProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Radix's close focus handler: focus goes back to the trigger we rendered ourselves. */
  onCloseAutoFocus(event: Event): void;
};

/**
 * The page a dialog's button leads to without JavaScript: its English address (the button leads to
 * it in the page's language) and the query it sends.
 */
export type DialogFallback = { action: string; query?: Record<string, string> };

export type DialogTriggerProps = {
  children: React.ReactNode;
  buttonVariant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
};

export function DeferredDialog<P extends object>({
  loadPanel,
  Panel,
  panel,
  fallback,
  children,
  buttonVariant,
  size,
  className,
}: DialogTriggerProps & {
  loadPanel: () => Promise<unknown>;
  /** The dialog itself (a React.lazy of loadPanel) and the props it takes besides its state. */
  Panel: React.ComponentType<P & DeferredDialogPanelProps>;
  panel: P;
  fallback: DialogFallback;
}) {
  const [open, setOpen] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const pathIn = useLocalePath();
  const preload = () => void loadPanel();

  const panelProps: DeferredDialogPanelProps = {
    open,
    onOpenChange: setOpen,
    onCloseAutoFocus(event) {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };

  return (
    <>
      <form
        method="get"
        action={pathIn(fallback.action)}
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          setMounted(true);
          setOpen(true);
        }}
      >
        {Object.entries(fallback.query ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button
          ref={triggerRef}
          type="submit"
          variant={buttonVariant}
          size={size}
          className={className}
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onTouchStart={preload}
        >
          {children}
        </Button>
      </form>
      {mounted && (
        <React.Suspense fallback={null}>
          <Panel {...panel} {...panelProps} />
        </React.Suspense>
      )}
    </>
  );
}
