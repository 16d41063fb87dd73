import { Link } from "react-router";
import { Icon } from "./icon";
import type { RoutePath } from "~/content/meta";

/** "Back to ..." link above a page's hero. */
export function BackLink({ action }: { action: { label: string; href: RoutePath } }) {
  return (
    <Link
      to={action.href}
      className="inline-flex min-h-11 items-center gap-2 rounded-pill pr-3 text-sm font-bold uppercase tracking-wide text-muted hover:text-paper"
    >
      <Icon name="ArrowLeft" className="size-4" />
      {action.label}
    </Link>
  );
}
