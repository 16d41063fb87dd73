import { Link, useLocation } from "react-router";
import { cn } from "~/platform/class-names";

/** Whether `to` is the page at `pathname`: itself, or with `end` unset a page under it too. */
export const isCurrentPage = (to: string, pathname: string, end: boolean) => pathname === to || (!end && pathname.startsWith(`${to}/`));

/**
 * A console section's link as a pill, filled with `currentClass` and marked aria-current="page"
 * while its page (or, without `end`, a page under it) is open. React Router's NavLink would do the
 * same, but its code would land in the chunk every public page loads (the console is its only user).
 */
export function PillLink({
  to,
  end = false,
  currentClass,
  children,
}: {
  to: string;
  end?: boolean;
  currentClass: string;
  children: React.ReactNode;
}) {
  const current = isCurrentPage(to, useLocation().pathname, end);
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={cn(
        "inline-flex min-h-11 items-center rounded-pill border-2 px-4 text-sm font-bold",
        current ? currentClass : "border-line text-paper hover:border-paper",
      )}
    >
      {children}
    </Link>
  );
}
