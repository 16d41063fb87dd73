// An unknown /staff address. It sits inside the console's layout, so signed out it is a redirect
// to sign-in like every console page: nobody learns which console addresses exist.
import { data, Link } from "react-router";
import { consoleHeaders, consoleMeta } from "~/features/staff/console-pages";

export function loader() {
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
