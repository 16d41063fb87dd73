// The language a visitor chose, kept in their own browser only: the language switch and the
// language offer write it, and the offer reads it with the browser's preferred language to decide
// whether to show itself. Nothing of it reaches the server (no cookie): the address alone decides
// a page's language (ADR 0026), so a shared link and a prerendered page stay the same for everyone.
import { useSyncExternalStore } from "react";
import { isLocale, type Locale } from "~/platform/translation";

export const LANGUAGE_CHOICE_KEY = "wyp-language";

const listeners = new Set<() => void>();
/** Where the choice is kept when the browser refuses storage (private modes, blocked storage). */
let unsaved: Locale | undefined;

export function rememberLanguage(locale: Locale) {
  unsaved = locale;
  try {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Kept for this page only.
  }
  for (const listener of listeners) listener();
}

function rememberedLanguage(): Locale | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_CHOICE_KEY);
    return isLocale(stored) ? stored : unsaved;
  } catch {
    return unsaved;
  }
}

/**
 * Whether this visitor reads Spanish first: they chose it here before, or, having chosen nothing,
 * their browser's first language is a Spanish (es, es-US, es-419...). The first only: a browser
 * that lists Spanish after English belongs to someone who reads English first.
 */
function spanishPreferred(): boolean {
  const chosen = rememberedLanguage();
  if (chosen) return chosen === "es";
  const first = navigator.languages?.[0] ?? navigator.language ?? "";
  return /^es\b/i.test(first);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // A choice made in another tab.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** False on the server and while hydrating (the page is the same for everyone), then the visitor's preference. */
export function useSpanishPreferred(): boolean {
  return useSyncExternalStore(subscribe, spanishPreferred, () => false);
}
