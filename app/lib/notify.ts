// The site's one notice system: Sonner toasts, loaded the first time something is announced (or
// a form is focused) instead of with every page: 9 kB gzip that most visits never need.
import { useSyncExternalStore } from "react";

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
    loading = Promise.all([import("sonner"), toasterMounted]).then(([sonner]) => sonner);
  }
  return loading;
}

/** Shows a notice (the spec's title / description pairs); "error" is the destructive style. */
export function notify(kind: "success" | "error" | "info", notice: Notice) {
  void prepareNotices().then(({ toast }) => toast[kind](notice.title, { description: notice.description }));
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
