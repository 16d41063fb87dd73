import { NavLink } from "react-router";
import { dropConsoleNav } from "~/features/weekly-drop/copy/staff-entries";
import { cn } from "~/platform/class-names";

/** The Weekly Drop's console pages, one after the other: prize and winners, entries, results. */
export function DropNav() {
  return (
    <nav aria-label={dropConsoleNav.label}>
      <ul className="flex flex-wrap gap-2">
        {dropConsoleNav.items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === "/staff/drop"}
              className={({ isActive }) =>
                cn(
                  "inline-flex min-h-11 items-center rounded-pill border-2 px-4 text-sm font-bold",
                  isActive ? "border-art bg-art text-ink" : "border-line text-paper hover:border-paper",
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
