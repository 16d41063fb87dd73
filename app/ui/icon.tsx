// Content names its icons by lucide name (IconName). Their markup is drawn from lucide's own SVG at
// build time (performance/icons.ts), and no icon is JavaScript on the page:
// - the server draws each icon's paths inline, so the icon is part of the first paint and the
//   browser loads no other file for it;
// - an icon React draws in the browser later (a page reached by client-side navigation) points
//   at the same icon in one SVG sprite file.
// Either way it takes the text colour (stroke="currentColor").
//
// Why the server's paths survive hydration although the browser renders `<use>`: React hydrates
// an element's dangerouslySetInnerHTML without touching it, and later sets innerHTML only when the
// __html string differs from its previous render's, which for a mounted icon (same name) it never
// does. suppressHydrationWarning silences React's development report of that difference
// (production does not compare it). It would break if the markup became React children (a
// mismatch then fails hydration and React renders the page again), or if the inner markup were
// chosen after hydration (state, useHydrated). tests/e2e/site-shell.test.ts checks both paths.
import iconMarkup from "virtual:icon-markup";
import type { IconName } from "./icon-names";
import { cn } from "~/platform/class-names";
import { ICON_STROKE_WIDTH, iconId } from "./icon-names";

/** A decorative icon (hidden from screen readers: the text beside it says what it means). 1em square unless a size-* class says otherwise. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const inner = import.meta.env.SSR ? (iconMarkup[name] ?? "") : `<use href="${__ICON_SPRITE__}#${iconId(name)}"/>`;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={ICON_STROKE_WIDTH}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("icon", className)}
      dangerouslySetInnerHTML={{ __html: inner }}
      suppressHydrationWarning
    />
  );
}
