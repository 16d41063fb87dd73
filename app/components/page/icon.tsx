// Content names its icons by lucide name (IconName). Every one the content uses is a <symbol> in
// one SVG sprite drawn from lucide's own SVG at build time (scripts/icon-sprite.ts): the page
// ships no icon JavaScript, the browser parses one small SVG file for all of them, and the icon
// takes the text colour (stroke="currentColor").
import type { IconName } from "~/content/types";
import { cn } from "~/lib/class-names";
import { iconId } from "./icon-names";

/** A decorative icon (hidden from screen readers: the text beside it says what it means). 1em square unless a size-* class says otherwise. */
export function Icon({ name, className }: { name: IconName; className?: string; strokeWidth?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" className={cn("icon", className)}>
      <use href={`${__ICON_SPRITE__}#${iconId(name)}`} />
    </svg>
  );
}
