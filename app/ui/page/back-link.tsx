import { Link } from "react-router";
import { Icon } from "~/ui/icon";
import type { RoutePath } from "~/pages";
import { useLocalePath } from "~/platform/use-locale";

/** "Back to ..." link above a page's hero, to the page in the language being shown. */
export function BackLink({ action }: { action: { label: string; href: RoutePath } }) {
  const pathIn = useLocalePath();
  return (
    <Link
      to={pathIn(action.href)}
      className="inline-flex min-h-11 items-center gap-2 rounded-pill pr-3 text-sm font-bold uppercase tracking-wide text-muted hover:text-paper"
    >
      <Icon name="ArrowLeft" className="size-4" />
      {action.label}
    </Link>
  );
}
