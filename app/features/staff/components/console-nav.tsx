import { useLocation } from "react-router";
import { type StaffNavItem, staffTexts } from "~/features/staff/copy/staff";
import { cn } from "~/platform/class-names";
import { Icon } from "~/ui/icon";
import { isCurrentPage, PillLink } from "~/ui/pill-link";

const isCurrent = (item: StaffNavItem, pathname: string) => isCurrentPage(item.to, pathname, item.to === "/staff");

function SectionLinks({ items, className }: { items: readonly StaffNavItem[]; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {items.map((item) => (
        <li key={item.to}>
          <PillLink to={item.to} end={item.to === "/staff"} currentClass="border-core bg-core text-ink">
            {item.label}
          </PillLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The console's sections. On a phone they fold under one native disclosure (a <details>: keyboard,
 * screen readers and no-JavaScript alike), which names the open section and wraps its links, so
 * none is off-screen; it closes once a section is chosen (a new page, a new element). From the
 * small breakpoint up, the links wrap in the header.
 */
export function ConsoleNav({ items }: { items: readonly StaffNavItem[] }) {
  const { pathname } = useLocation();
  const current = items.find((item) => isCurrent(item, pathname));
  return (
    <nav aria-label="Console" className="container-site pb-3">
      <details key={pathname} className="group sm:hidden">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-pill border-2 border-line px-4 text-sm font-bold [&::-webkit-details-marker]:hidden">
          {staffTexts.menu(current?.label)}
          <Icon name="ChevronDown" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <SectionLinks items={items} className="pt-2" />
      </details>
      <SectionLinks items={items} className="hidden sm:flex" />
    </nav>
  );
}
