// Code the site loads when it is first needed (the notices, a dialog, the language offer) may be
// asked for while the phone has no connection or the server is restarting. A failed download must
// not become the page's error: React.lazy would throw it into the render and replace the whole
// page with "Application Error", and a rejected import kept in a variable would silence every later
// use. So these downloads are tried again until they arrive, and whatever waits for them waits.
import { lazy, type ComponentType } from "react";

/** The pause before the next try: doubling from one second, at most half a minute. */
const retryDelayMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * Runs `load` (a dynamic import) until it succeeds: after a failure, again after a growing pause,
 * or as soon as the browser says it is back online. Never rejects. (Chromium does not keep a
 * failed module download: the next import of the same address fetches it again, checked in the
 * browser tests. A browser that keeps the failure waits until the page is loaded again: still the
 * page, never an error in its place.)
 */
export function loadUntilLoaded<T>(load: () => Promise<T>): Promise<T> {
  // On the server (a page rendered with its notice banner) the code is on disk: no retry, no window.
  if (typeof window === "undefined") return load();
  return new Promise((resolve) => {
    let attempt = 0;
    const tryOnce = () => {
      load().then(resolve, () => {
        const again = () => {
          clearTimeout(timer);
          window.removeEventListener("online", again);
          tryOnce();
        };
        const timer = setTimeout(again, retryDelayMs(attempt++));
        window.addEventListener("online", again);
      });
    };
    tryOnce();
  });
}

/** React.lazy for a component loaded on demand: suspended (its fallback shown) until its code arrives, never an error. */
export function lazyOnDemand<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => loadUntilLoaded(load));
}
