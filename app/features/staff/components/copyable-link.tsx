// A one-time link staff pass on (a setup link): always selectable text, so it can be copied
// without JavaScript; once React runs, a "Copy link" button copies it and says so to everyone,
// screen readers included, in a status line that is on the page before it changes.
import { useState } from "react";
import { Button } from "~/ui/button";
import { useHydrated } from "~/platform/hydrated";

const copiedText = "Copied";
const selectedText = "Could not copy: the link is selected, press Ctrl+C (or \u2318C) to copy it.";

export function CopyableLink({ href, label }: { href: string; label: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  const linkId = "copyable-link";

  async function copy() {
    setStatus("");
    try {
      await navigator.clipboard.writeText(href);
      setStatus(copiedText);
    } catch {
      // No clipboard (an insecure page, a refused permission): select the text for a keyboard copy.
      const code = document.getElementById(linkId);
      if (code) window.getSelection()?.selectAllChildren(code);
      setStatus(selectedText);
    }
  }

  return (
    <div className="grid gap-2">
      <p>
        <code id={linkId} className="break-all rounded bg-ink px-2 py-1 text-sm select-all" data-setup-link>
          {href}
        </code>
      </p>
      {hydrated && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" size="sm" variant="outline" onClick={() => void copy()} aria-describedby={linkId}>
            {label}
          </Button>
          <p role="status" className="text-sm font-bold">
            {status}
          </p>
        </div>
      )}
    </div>
  );
}
