import { Suspense, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "~/ui/icon";
import { Button } from "~/ui/button";
import { type NavItem, navItemFor } from "~/platform/copy/site.en";
import { cn } from "~/platform/class-names";
import { lazyOnDemand } from "~/platform/load-on-demand";
import { useHydrated } from "~/platform/hydrated";
import { rememberLanguage, useSpanishPreferred } from "~/features/site/language-choice";
import { localeOf, otherLanguagePath, pagePathOf } from "~/platform/locale";
import { useLocale, useLocalePath } from "~/platform/use-locale";
import { navItems, startFree } from "~/platform/copy/site";
import { shellText, languageSwitch } from "~/platform/copy/shell";

const LanguageOffer = lazyOnDemand(() => import("~/features/site/on-demand/language-offer"));

/** The hidden text that describes both language switches (the bar's and the phone menu's). */
const LANGUAGE_SWITCH_DESCRIPTION_ID = "language-switch-description";

const popoversSupported = () => typeof HTMLElement !== "undefined" && "showPopover" in HTMLElement.prototype;

const navLinkClass = (active: boolean) =>
  cn(
    "rounded-pill px-3 py-2 text-sm font-bold uppercase tracking-wide transition-colors",
    active ? "bg-paper text-ink" : "text-paper hover:bg-ink-3",
  );

// The Spanish labels are longer: from 1024 px, where the bar first holds all five, to 1280 px its
// links sit closer so the bar stays on one line beside the language switch and the free start.
const spanishBarFit = "lg:max-xl:px-2 lg:max-xl:tracking-normal";

/**
 * A section's link, to the section in the page's language: highlighted on its page ("page") and
 * on the pages that belong to it ("true"). `page` is the English path of the page being shown.
 */
function SectionLink({
  item,
  currentHref,
  page,
  className,
  onClick,
}: {
  item: Pick<NavItem, "label" | "href">;
  currentHref: string | undefined;
  page: string;
  className?: string;
  onClick?: () => void;
}) {
  const pathIn = useLocalePath();
  const active = item.href === currentHref;
  return (
    <Link
      to={pathIn(item.href)}
      aria-current={active ? (page === item.href ? "page" : "true") : undefined}
      className={cn(navLinkClass(active), className)}
      onClick={onClick}
    >
      {item.label}
    </Link>
  );
}

/**
 * Fixed top bar: the five sections, the current one highlighted (also on its sub-pages, like the
 * gallery under Art), the switch to the other language, and a menu of them on phones.
 * The phone menu is a popover the browser opens and closes by itself (its button, Escape, a tap
 * outside), so it works before the page is hydrated and without JavaScript; React follows its
 * state for the button's label and closes it when an item is chosen.
 */
// Over 80 lines on purpose (issue 43): every page loads this component, and a part of its own (the
// home link) cost each page 31 B, taking /wildcard over its 115 kB JavaScript budget.
// eslint-disable-next-line max-lines-per-function
export function SiteHeader() {
  const pathname = useLocation().pathname.replace(/\/+$/, "") || "/";
  const locale = useLocale();
  const pathIn = useLocalePath();
  const page = pagePathOf(pathname);
  const currentHref = navItemFor(page)?.href;
  const text = shellText[locale];
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLElement>(null);
  const close = () => {
    if (popoversSupported() && menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
    else setMenuOpen(false);
  };

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-ink/95 backdrop-blur">
        <div className="container-site flex h-(--spacing-header) items-center justify-between gap-4">
          <Link to={pathIn("/")} className="flex items-center gap-2 font-display text-2xl font-black tracking-tight" onClick={close}>
            <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-core text-ink">
              W
            </span>
            <span>
              WYP<span className="sr-only">{text.homeLinkContext}</span>
            </span>
          </Link>

          <nav aria-label={text.mainNavLabel} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {navItems[locale].map((item) => (
                <li key={item.href}>
                  <SectionLink item={item} currentHref={currentHref} page={page} className={locale === "es" ? spanishBarFit : undefined} />
                </li>
              ))}
            </ul>
          </nav>

          <div className="flex items-center gap-2">
            <LanguageSwitch pathname={pathname} className="inline-flex px-3 py-2 text-sm" />
            <div className="hidden sm:block">
              <Button asChild size="sm">
                <Link to={pathIn(startFree[locale].href)}>{startFree[locale].label}</Link>
              </Button>
            </div>
            <MenuButton
              open={menuOpen}
              labels={{ open: text.openMenu, close: text.closeMenu }}
              onToggleWithoutPopover={() => setMenuOpen((open) => !open)}
            />
          </div>
        </div>

        <nav
          ref={menuRef}
          id="mobile-menu"
          popover="auto"
          aria-label={text.mobileNavLabel}
          onToggle={(event) => setMenuOpen((event.nativeEvent as ToggleEvent).newState === "open")}
          className={cn(
            menuOpen && "menu-open",
            "inset-x-0 top-(--spacing-header) bottom-auto m-0 max-h-[calc(100dvh-var(--spacing-header))] w-full overflow-y-auto border-0 border-t border-line bg-ink p-0 text-paper lg:hidden",
          )}
        >
          <ul className="container-site grid gap-1 py-4">
            {navItems[locale].map((item) => (
              <li key={item.href}>
                <SectionLink item={item} currentHref={currentHref} page={page} className="block px-4 py-3 text-base" onClick={close} />
              </li>
            ))}
            <li>
              <LanguageSwitch pathname={pathname} className="flex px-4 py-3 text-base" onClick={close} />
            </li>
            <li className="pt-2">
              <Button asChild className="w-full">
                <Link to={pathIn(startFree[locale].href)} onClick={close}>
                  {startFree[locale].label}
                </Link>
              </Button>
            </li>
          </ul>
        </nav>
        <span id={LANGUAGE_SWITCH_DESCRIPTION_ID} hidden>
          {languageSwitch[locale].description}
        </span>
      </header>
      {/* Outside the header: its backdrop filter would make it the box a fixed banner is placed in. */}
      {pathname === "/" && <SpanishOffer />}
    </>
  );
}

/**
 * The link to this page in the other language, named in that language ("Español" on English
 * pages), with what it does said in the page's language. `className` sets its size and padding. Following it remembers the choice in
 * this browser, so the English home page stops offering Spanish to someone who chose English.
 */
function LanguageSwitch({ pathname, className, onClick }: { pathname: string; className?: string; onClick?: () => void }) {
  const other = languageSwitch[useLocale()];
  const href = otherLanguagePath(pathname);
  return (
    <Link
      to={href}
      lang={other.lang}
      hrefLang={other.lang}
      aria-describedby={LANGUAGE_SWITCH_DESCRIPTION_ID}
      className={cn("items-center rounded-pill font-bold text-paper underline-offset-4 hover:bg-ink-3 hover:underline", className)}
      onClick={() => {
        rememberLanguage(localeOf(href));
        onClick?.();
      }}
    >
      {other.label}
    </Link>
  );
}

/**
 * The offer of the Spanish site, on the English home page to a browser that prefers Spanish. Its
 * own component because it is decided only once hydrated (the prerendered page is the same for
 * everyone): React re-renders it alone then. Its code loads only when it shows.
 */
function SpanishOffer() {
  if (!useSpanishPreferred()) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer />
    </Suspense>
  );
}

/**
 * The phone menu's toggle. Its own component because it is the only part of the header that
 * differs once hydrated: React re-renders it alone then, not the header's twenty links.
 */
function MenuButton({
  open,
  labels,
  onToggleWithoutPopover,
}: {
  open: boolean;
  labels: { open: string; close: string };
  onToggleWithoutPopover: () => void;
}) {
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
      <span className="sr-only">{open ? labels.close : labels.open}</span>
    </Button>
  );
}
