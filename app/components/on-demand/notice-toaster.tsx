// Sonner's toaster, mounted by the root only once a notice is on its way (see lib/notify.ts).
// Its defaults match the spec: Alt+T, the "Notifications" region, bottom-right.
import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterReady } from "~/lib/notify";

export default function NoticeToaster() {
  // Runs after Toaster's own effects, so it is already subscribed to new toasts.
  useEffect(() => toasterReady(), []);
  // Sonner sets the system font on its toasts; they speak in the site's.
  return <Toaster theme="dark" richColors closeButton style={{ fontFamily: "var(--font-sans)" }} />;
}
