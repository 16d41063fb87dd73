// The sub-navigation of the console's Weekly Drop pages.
import { NavLink } from "react-router";
import { dropConsoleNav } from "~/content/staff-drop-results";
import { cn } from "~/lib/class-names";

export function DropConsoleNav() {
  return (
    <nav aria-label={dropConsoleNav.label}>
      <ul className="flex flex-wrap gap-2">
        {dropConsoleNav.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === "/staff/drop"}
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-11 items-center rounded-pill border-2 px-4 text-sm font-bold underline-offset-4",
                  isActive ? "border-paper underline" : "border-line hover:border-paper",
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
