import { weeklyDropConsoleNav } from "~/features/weekly-drop/copy/staff-entries";
import { PillLink } from "~/ui/pill-link";

/** The Weekly Drop's console pages, one after the other: prize and winners, entries, results. */
export function WeeklyDropNav() {
  return (
    <nav aria-label={weeklyDropConsoleNav.label}>
      <ul className="flex flex-wrap gap-2">
        {weeklyDropConsoleNav.items.map((item) => (
          <li key={item.to}>
            <PillLink to={item.to} end={item.to === "/staff/weekly-drop"} currentClass="border-art bg-art text-ink">
              {item.label}
            </PillLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
