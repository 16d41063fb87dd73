// The site's one notice system: Sonner toasts, loaded the first time something is announced (or
// a form is focused) instead of with every page: 9 kB gzip that most visits never need. A notice
// announced while its code cannot be downloaded (no connection) waits until it can, and is shown then.
import { useSyncExternalStore } from "react";
import { loadUntilLoaded } from "./load-on-demand";

export type Notice = { title: string; description?: string };

type Sonner = typeof import("sonner");

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let loading: Promise<Sonner> | undefined;

/** Starts loading the notice system and asks the root to mount its toaster. */
export function prepareNotices(): Promise<Sonner> {
  if (!loading) {
    requested = true;
    for (const listener of listeners) listener();
    loading = Promise.all([loadUntilLoaded(() => import("sonner")), toasterMounted]).then(([sonner]) => sonner);
  }
  return loading;
}

/** How a notice reads: "error" is the spec's destructive style. */
export type NoticeTone = "success" | "error" | "info";

// One notice at a time: a new one takes the place of the one showing, so an earlier error never
// stays stacked behind the success that followed it.
const NOTICE_ID = "notice";

/** Shows a notice (the spec's title / description pairs). */
export function notify(tone: NoticeTone, notice: Notice) {
  void prepareNotices().then(({ toast }) => toast[tone](notice.title, { id: NOTICE_ID, description: notice.description }));
}

/** For the root layout: whether the toaster should be mounted yet. */
export function useNoticesRequested() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

/** Called by the toaster once it is on the page and listening, so no notice is lost. */
export function toasterReady() {
  markMounted();
}
