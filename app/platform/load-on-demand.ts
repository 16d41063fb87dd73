// Code the site loads when it is first needed (the notices, a dialog, the language offer, a form's
// checks) may be asked for while the phone has no connection or the server is restarting. A failed
// download must not become the page's error: React.lazy would throw it into the render and replace
// the whole page with "Application Error", and a rejected import kept in a variable would silence
// every later use. So these downloads are tried again, and whatever waits for them waits.
//
// Browsers differ in what a second import of a file that failed does (ADR 0003). The HTML standard
// kept the failure in the page's module map until whatwg/html#10327 (2026): Chromium 150, Firefox
// and Safari answer every later import of that address with the same error, without asking the
// network; Chromium 156 fetches it again. So a try that fails imports the same file once more at an
// address the browser has never tried (`?retry=N`): the file as built, fetched again everywhere.
import { lazy, type ComponentType } from "react";

/** The pause before the next try: doubling from one second, at most half a minute. */
const retryDelayMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * The address of the file a failed dynamic import asked for, when the browser names it: Chromium
 * ("Failed to fetch dynamically imported module: URL") and Firefox ("error loading dynamically
 * imported module: URL") end their message with it, naming the file imported even when one of its
 * own imports failed. Only this site's files: nothing else is ever fetched again.
 */
export function failedModuleAddress(error: unknown, origin: string): URL | undefined {
  const message = error instanceof Error ? error.message : "";
  const named = /(https?:\/\/\S+)$/.exec(message.trim())?.[1];
  if (!named) return undefined;
  try {
    const address = new URL(named);
    return address.origin === origin ? address : undefined;
  } catch {
    return undefined;
  }
}

let freshAddresses = 0;

/**
 * One try at code loaded on demand: the import as written, then, if it failed and the browser named
 * the file, the same file at a new address (a browser that keeps failed downloads fetches that one).
 * Rejects when neither arrives. The second copy is only ever used where the first never loaded, so
 * no module runs twice. A file whose own import failed stays failed in such a browser until the page
 * is loaded again: the notices have their own way to be shown without code (`notify.ts`).
 */
export async function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (typeof window === "undefined") throw error;
    const address = failedModuleAddress(error, window.location.origin);
    if (!address) throw error;
    address.searchParams.set("retry", String(++freshAddresses));
    return (await import(/* @vite-ignore */ address.href)) as T;
  }
}

/**
 * Runs `load` (a dynamic import) until it succeeds: after a failure, again after a growing pause,
 * or as soon as the browser says it is back online. Never rejects.
 */
export function loadUntilLoaded<T>(load: () => Promise<T>): Promise<T> {
  // On the server (a page rendered with its notice banner) the code is on disk: no retry, no window.
  if (typeof window === "undefined") return load();
  return new Promise((resolve) => {
    let attempt = 0;
    const tryOnce = () => {
      loadOnce(load).then(resolve, () => {
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
