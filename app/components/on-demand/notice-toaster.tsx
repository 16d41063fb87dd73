// Sonner's toaster, mounted by the root only once a notice is on its way (see lib/notify.ts).
// Its defaults match the spec: Alt+T, the notices' region, bottom-right; its names are in the
// page's language.
import { useEffect } from "react";
import { Toaster } from "sonner";
import { shellText as shellTextEs } from "~/content/es/shell";
import { shellText as shellTextEn } from "~/content/shell";
import { bilingual } from "~/lib/locale";
import { toasterReady } from "~/lib/notify";
import { useLocale } from "~/lib/use-locale";

const shellText = bilingual(shellTextEn, shellTextEs);

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
