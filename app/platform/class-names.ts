import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind classes (tailwind-merge cost
 * 8.5 kB gzip on every page, against a 130 kB budget), so pass a component only classes that
 * add to its own (layout, margins, width), never ones that fight them (another padding or display).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
