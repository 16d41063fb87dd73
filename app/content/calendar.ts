// How dates read on the site. Written out rather than asked of Intl: formatting a date this way
// costs nothing at page load, and reads the same on the server and in every browser.

export const monthNames = {
  long: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
} as const;

/** "November 9, 2026" / "Nov 9, 2026" */
export function dateText(parts: { year: number; month: number; day: number }, style: keyof typeof monthNames): string {
  return `${monthNames[style][parts.month - 1]} ${parts.day}, ${parts.year}`;
}
