// Sonner's toaster, mounted by the root only once a notice is on its way (see notify.ts), and the
// `toast` that speaks to it: one file, so both always come from the same download. Its defaults
// match the spec: Alt+T, the notices' region, bottom-right; its names are in the page's language.
import { useEffect } from "react";
import { Toaster } from "sonner";

/** Read by notify.ts from this file's download (a dynamic import the unused-code check cannot follow). @public */
export { toast } from "sonner";

export type NoticeToasterProps = {
  regionLabel: string;
  closeLabel: string;
  /** Called once the toaster is on the page and listening, so no notice is lost. */
  onReady(): void;
};

export default function NoticeToaster({ regionLabel, closeLabel, onReady }: NoticeToasterProps) {
  // Runs after Toaster's own effects, so it is already subscribed to new toasts.
  useEffect(() => onReady(), [onReady]);
  // Sonner sets the system font on its toasts; they speak in the site's.
  return (
    <Toaster
      theme="dark"
      richColors
      closeButton
      containerAriaLabel={regionLabel}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
      style={{ fontFamily: "var(--font-sans)" }}
    />
  );
}
