// The beacon in the page: its text is the server's only. The browser renders the same element
// empty, so the script is not in the page's JavaScript a second time; React leaves a hydrated
// element's dangerouslySetInnerHTML as the server sent it (the same reasoning as app/ui/icon.tsx),
// and a script that already ran does not run again. Prerendered pages allow it by its hash,
// pages rendered per request by their nonce (server/security.ts).
import { useEffect } from "react";
import { beaconScript } from "./beacon-script";

export function InsightsBeacon({ nonce }: { nonce: string }) {
  // Web Vitals (issue 45): measured by code loaded once the page is hydrated, not with it.
  useEffect(() => void import("./vitals-client"), []);
  return (
    <script
      nonce={nonce || undefined}
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? beaconScript : "" }}
      suppressHydrationWarning
    />
  );
}
