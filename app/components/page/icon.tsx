// Content names its icons by lucide name (IconName). Their markup is drawn from lucide's own SVG at
// build time (scripts/icons.ts), and no icon is JavaScript on the page:
// - the server draws each icon's paths inline, so the icon is part of the first paint and the
//   browser loads no other file for it. Hydration keeps that markup as it is: React does not
//   compare an element's inner HTML;
// - an icon React draws in the browser later (a page reached by client-side navigation) points
//   at the same icon in one SVG sprite file.
// Either way it takes the text colour (stroke="currentColor").
import iconMarkup from "virtual:icon-markup";
import type { IconName } from "~/content/types";
import { cn } from "~/lib/class-names";
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
