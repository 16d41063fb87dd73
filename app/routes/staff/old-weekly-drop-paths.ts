// The console's Weekly Drop pages moved from /staff/drop... to /staff/weekly-drop... (issue 43,
// ADR 0048). A bookmark, or a link in an email sent before the move, answers a permanent redirect
// to the same page at its new address, query included; 308 keeps the method, so a form sent from a
// page opened before the move reaches its new address too.
import { redirect } from "react-router";
import type { Route } from "./+types/old-weekly-drop-paths";

const OLD_PREFIX = "/staff/drop";
const NEW_PREFIX = "/staff/weekly-drop";

function toNewAddress(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`${NEW_PREFIX}${url.pathname.slice(OLD_PREFIX.length)}${url.search}`, 308);
}

export const loader = ({ request }: Route.LoaderArgs) => toNewAddress(request);
export const action = ({ request }: Route.ActionArgs) => toNewAddress(request);
