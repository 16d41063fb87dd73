import { useState } from "react";
import { Link, NavLink } from "react-router";
import { Icon } from "~/components/page/icon";
import { Button } from "~/components/ui/button";
import { navItems, startFree } from "~/content/site";
import { cn } from "~/lib/class-names";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-pill px-3 py-2 text-sm font-bold uppercase tracking-wide transition-colors",
    isActive ? "bg-paper text-ink" : "text-paper hover:bg-ink-3",
  );

/** Fixed top bar: the five sections, the current one highlighted, and a menu of them on phones. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-ink/95 backdrop-blur">
      <div className="container-site flex h-(--spacing-header) items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2 font-display text-2xl font-black tracking-tight" onClick={close}>
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-core text-ink">W</span>
          <span>
            WYP<span className="sr-only"> home</span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <Button asChild size="sm">
              <Link to={startFree.href}>{startFree.label}</Link>
            </Button>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? "X" : "Menu"} className="size-6" />
            <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          </Button>
        </div>
      </div>

      <nav id="mobile-menu" aria-label="Mobile" hidden={!menuOpen} className="border-t border-line bg-ink lg:hidden">
        <ul className="container-site grid gap-1 py-4">
          {navItems.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href} end className={(state) => cn(navLinkClass(state), "block px-4 py-3 text-base")} onClick={close}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <Button asChild className="w-full">
              <Link to={startFree.href} onClick={close}>
                {startFree.label}
              </Link>
            </Button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
