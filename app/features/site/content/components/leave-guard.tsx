// Nothing typed is lost by leaving: with unsaved changes, closing or reloading the tab makes the
// browser ask (beforeunload), and a link to another console page asks here first (useBlocker).
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { Button } from "~/ui/button";

export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);
  useEffect(() => {
    if (blocker.state === "blocked") stay.current?.focus();
  }, [blocker.state]);
  if (blocker.state !== "blocked") return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="leave-title"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto grid max-w-prose gap-3 rounded-card border-2 border-danger bg-ink-2 p-4"
    >
      <p id="leave-title" className="font-bold">
        You have changes that are not saved in the draft. Leave this page and lose them?
      </p>
      <div className="flex flex-wrap gap-3">
        <Button ref={stay} type="button" size="sm" onClick={() => blocker.reset()}>
          Stay on this page
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => blocker.proceed()}>
          Leave without saving
        </Button>
      </div>
    </div>
  );
}
