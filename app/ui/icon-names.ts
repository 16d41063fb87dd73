// The icons the content uses, by lucide name. Their markup is drawn at build time
// (performance/icons.ts), so no icon is JavaScript on the page.
import type { icons } from "lucide-react";

/** Canonical lucide-react icon name (e.g. "Palette"); pages resolve it to a component. */
export type IconName = keyof typeof icons;

export const iconNames = [
  // Interface icons (buttons, menus, dialogs).
  "ArrowLeft",
  "ArrowRight",
  "Check",
  "ChevronDown",
  "ChevronLeft",
  "ChevronRight",
  "ExternalLink",
  "Menu",
  "Pause",
  "Play",
  "X",
  // Content icons.
  "AudioLines",
  "BadgeCheck",
  "Ban",
  "BookOpen",
  "Briefcase",
  "Brush",
  "CalendarDays",
  "Compass",
  "Crown",
  "Dumbbell",
  "EighthNotes",
  "Eye",
  "Flame",
  "Gift",
  "GraduationCap",
  "Hammer",
  "HandCoins",
  "HandHeart",
  "Handshake",
  "Headphones",
  "Heart",
  "HeartHandshake",
  "Images",
  "Laptop",
  "Lightbulb",
  "Megaphone",
  "MessageCircle",
  "Mic",
  "Network",
  "Package",
  "Palette",
  "PencilRuler",
  "Presentation",
  "QrCode",
  "Rocket",
  "Route",
  "Shapes",
  "ShieldCheck",
  "Shirt",
  "Shuffle",
  "Smartphone",
  "Sparkles",
  "Sprout",
  "Star",
  "Store",
  "Sunrise",
  "Tablet",
  "Target",
  "TrendingUp",
  "TriangleExclamationPoint",
  "Trophy",
  "Upload",
  "Users",
  "Vote",
  "Wrench",
  "Zap",
] as const satisfies readonly IconName[];

/** An icon's id in the sprite: its lucide name in kebab case (`ArrowRight` -> `arrow-right`). */
export function iconId(name: string) {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

/** The stroke every icon is drawn with, inline (icon.tsx) and in the sprite (performance/icons.ts). */
export const ICON_STROKE_WIDTH = 2.25;
