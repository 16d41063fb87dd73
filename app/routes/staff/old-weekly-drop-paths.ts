// The console's Weekly Drop pages moved from /staff/drop... to /staff/weekly-drop... (issue 43,
// ADR 0048). A bookmark, or a link in an email sent before the move, is sent permanently to the
// same page at its new address, query included. The console's not-found route asks this, so the
// old addresses add no route to the manifest every public page loads (its budget has 20 bytes left).
const OLD_PREFIX = "/staff/drop";
const NEW_PREFIX = "/staff/weekly-drop";

/** The new address of an old Weekly Drop console address, or undefined for any other. */
export function movedWeeklyDropAddress(request: Request): string | undefined {
  const url = new URL(request.url);
  const rest = url.pathname.slice(OLD_PREFIX.length);
  if (!url.pathname.startsWith(OLD_PREFIX) || !(rest === "" || rest.startsWith("/"))) return undefined;
  return `${NEW_PREFIX}${rest}${url.search}`;
}
