import { useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/components/page/icon";
import { Button } from "~/components/ui/button";
import { type NavItem, navItemFor, navItems, startFree } from "~/content/site";
import { cn } from "~/lib/class-names";
import { useHydrated } from "~/lib/hydrated";

const popoversSupported = () => typeof HTMLElement !== "undefined" && "showPopover" in HTMLElement.prototype;

const navLinkClass = (active: boolean) =>
  cn(
    "rounded-pill px-3 py-2 text-sm font-bold uppercase tracking-wide transition-colors",
    active ? "bg-paper text-ink" : "text-paper hover:bg-ink-3",
  );

/** A section's link: highlighted on its page ("page") and on the pages that belong to it ("true"). */
function SectionLink({
  item,
  current,
  pathname,
  className,
  onClick,
}: {
  item: NavItem;
  current: NavItem | undefined;
  pathname: string;
  className?: string;
  onClick?: () => void;
}) {
  const active = item === current;
  return (
    <Link
      to={item.href}
      aria-current={active ? (pathname === item.href ? "page" : "true") : undefined}
      className={cn(navLinkClass(active), className)}
      onClick={onClick}
    >
      {item.label}
    </Link>
  );
}

/**
 * Fixed top bar: the five sections, the current one highlighted (also on its sub-pages, like the
 * gallery under Art), and a menu of them on phones.
 * The phone menu is a popover the browser opens and closes by itself (its button, Escape, a tap
 * outside), so it works before the page is hydrated and without JavaScript; React follows its
 * state for the button's label and closes it when an item is chosen.
 */
export function SiteHeader() {
  const pathname = useLocation().pathname.replace(/\/+$/, "") || "/";
  const current = navItemFor(pathname);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLElement>(null);
  const close = () => {
    if (popoversSupported() && menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
    else setMenuOpen(false);
  };

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-ink/95 backdrop-blur">
      <div className="container-site flex h-(--spacing-header) items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2 font-display text-2xl font-black tracking-tight" onClick={close}>
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-core text-ink">
            W
          </span>
          <span>
            WYP<span className="sr-only"> home</span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.href}>
                <SectionLink item={item} current={current} pathname={pathname} />
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
          <MenuButton open={menuOpen} onToggleWithoutPopover={() => setMenuOpen((open) => !open)} />
        </div>
      </div>

      <nav
        ref={menuRef}
        id="mobile-menu"
        popover="auto"
        aria-label="Mobile"
        onToggle={(event) => setMenuOpen((event.nativeEvent as ToggleEvent).newState === "open")}
        className={cn(
          menuOpen && "menu-open",
          "inset-x-0 top-(--spacing-header) bottom-auto m-0 max-h-[calc(100dvh-var(--spacing-header))] w-full overflow-y-auto border-0 border-t border-line bg-ink p-0 text-paper lg:hidden",
        )}
      >
        <ul className="container-site grid gap-1 py-4">
          {navItems.map((item) => (
            <li key={item.href}>
              <SectionLink item={item} current={current} pathname={pathname} className="block px-4 py-3 text-base" onClick={close} />
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

/**
 * The phone menu's toggle. Its own component because it is the only part of the header that
 * differs once hydrated: React re-renders it alone then, not the header's twenty links.
 */
function MenuButton({ open, onToggleWithoutPopover }: { open: boolean; onToggleWithoutPopover: () => void }) {
  const hydrated = useHydrated();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="lg:hidden"
      popoverTarget="mobile-menu"
      // Before hydration the browser exposes the popover's state itself.
      aria-expanded={hydrated ? open : undefined}
      // A browser without popovers (before 2023-24) gets the menu toggled by React.
      onClick={() => {
        if (!popoversSupported()) onToggleWithoutPopover();
      }}
    >
      {/* Both drawn by the server: switching shows one, nothing is drawn or loaded then. */}
      <Icon name="Menu" className={cn("size-6", open && "hidden")} />
      <Icon name="X" className={cn("size-6", !open && "hidden")} />
      <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
    </Button>
  );
}
