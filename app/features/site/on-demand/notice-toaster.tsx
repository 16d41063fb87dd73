// Sonner's toaster, mounted by the root only once a notice is on its way (see lib/notify.ts).
// Its defaults match the spec: Alt+T, the notices' region, bottom-right; its names are in the
// page's language.
import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterReady } from "~/platform/notify";
import { useLocale } from "~/platform/use-locale";
import { shellText } from "~/features/site/copy/shell";

export default function NoticeToaster() {
  const text = shellText[useLocale()];
  // Runs after Toaster's own effects, so it is already subscribed to new toasts.
  useEffect(() => toasterReady(), []);
  // Sonner sets the system font on its toasts; they speak in the site's.
  return (
    <Toaster
      theme="dark"
      richColors
      closeButton
      containerAriaLabel={text.noticesLabel}
      toastOptions={{ closeButtonAriaLabel: text.closeNotice }}
      style={{ fontFamily: "var(--font-sans)" }}
    />
  );
}
