import { useLocation } from "react-router";
import { type Locale, localeOf, localePath } from "./locale";

/** The language of the page being shown, from its address. */
export function useLocale(): Locale {
  return localeOf(useLocation().pathname);
}

/** Turns the English path of a page into its address in the language being shown. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}
