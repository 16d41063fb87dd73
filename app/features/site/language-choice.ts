// The language a visitor chose, kept in this page's memory only: the language switch and the
// language offer write it, and the offer reads it with the browser's preferred language to decide
// whether to show itself. Nothing of it is stored in the browser (no cookie, no local or session
// storage: issue 32, ADR 0035) or reaches the server: the address alone decides a page's language
// (ADR 0026), so a shared link and a prerendered page stay the same for everyone. A choice lasts
// while the visitor moves through the site in this tab; a new visit starts with none.
import { useSyncExternalStore } from "react";
import type { Locale } from "~/platform/translation";

const listeners = new Set<() => void>();
let chosen: Locale | undefined;

export function rememberLanguage(locale: Locale) {
  chosen = locale;
  for (const listener of listeners) listener();
}

/**
 * Whether this visitor reads Spanish first: they chose it on this visit, or, having chosen
 * nothing, their browser's first language is a Spanish (es, es-US, es-419...). The first only: a
 * browser that lists Spanish after English belongs to someone who reads English first.
 */
function spanishPreferred(): boolean {
  if (chosen) return chosen === "es";
  const first = navigator.languages?.[0] ?? navigator.language ?? "";
  return /^es\b/i.test(first);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** False on the server and while hydrating (the page is the same for everyone), then the visitor's preference. */
export function useSpanishPreferred(): boolean {
  return useSyncExternalStore(subscribe, spanishPreferred, () => false);
}
