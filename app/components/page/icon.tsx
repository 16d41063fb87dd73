// Content names its icons by lucide name (IconName). Each one the content uses is a CSS mask drawn
// from lucide's own SVG at build time (scripts/icon-css.ts): the page ships no icon JavaScript,
// and the icon takes the text colour like an SVG with stroke="currentColor" would.
import type { IconName } from "~/content/types";
import { cn } from "~/lib/class-names";

/** The class that draws an icon: `icon icon-<kebab-name>`. */
export function iconClass(name: IconName) {
  return `icon icon-${name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}`;
}

/** A decorative icon (hidden from screen readers: the text beside it says what it means). */
export function Icon({ name, className }: { name: IconName; className?: string; strokeWidth?: number }) {
  return <span aria-hidden="true" className={cn(iconClass(name), className)} />;
}
