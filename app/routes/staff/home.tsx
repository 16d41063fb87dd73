// /staff: where the console opens.
import { Link } from "react-router";
import { staffNav, staffTexts } from "~/content/staff";
import { staffContext } from "~/lib/staff-auth.server";
import { consoleMeta } from "~/lib/staff-pages";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  return { sections: staffNav.filter((item) => item.to !== "/staff" && (item.role === "editor" || staff.role === "owner")) };
}

export const meta = consoleMeta("Home");

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  return (
    <section className="grid gap-6">
      <h1 className="text-3xl font-bold uppercase">{staffTexts.consoleName}</h1>
      <ul className="grid gap-3 sm:grid-cols-2">
        {loaderData.sections.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="block rounded-card border-2 border-line p-4 font-bold hover:border-paper">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
