// An unknown /staff address. It sits inside the console's layout, so signed out it is a redirect
// to sign-in like every console page: nobody learns which console addresses exist. An old Weekly
// Drop address is sent on to its new one (old-weekly-drop-paths.ts, ADR 0048).
import { data, Link, redirect } from "react-router";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";
import type { Route } from "./+types/not-found";
import { movedWeeklyDropAddress } from "./old-weekly-drop-paths";

export function loader({ request }: Route.LoaderArgs) {
  const moved = movedWeeklyDropAddress(request);
  if (moved) throw redirect(moved, 308);
  throw data(null, { status: 404 });
}

export const headers = consoleHeaders;
export const meta = consoleMeta("Not found");

export function ErrorBoundary() {
  return (
    <section className="grid gap-4">
      <h1 className="text-3xl font-bold uppercase">Not found in the console</h1>
      <Link to="/staff" className="font-bold underline">
        Back to the console home
      </Link>
    </section>
  );
}

export default function StaffNotFound() {
  return null;
}
