// The staff console's shell. Its middleware is the console's one gate: every route nested here
// (pages and /staff/api resource routes) runs behind it, so no loader or action can be reached
// signed out (docs/decisions/0022).
import { Form, Link, NavLink, Outlet } from "react-router";
import { Button } from "~/ui/button";
import { NOTIFY_SETTINGS_PATH } from "~/features/staff/console-pages";
import { staffNav, staffTexts } from "~/features/staff/copy/staff";
import { cn } from "~/platform/class-names";
import { staffContext, staffMiddleware } from "~/features/staff/auth.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  return { email: staff.email, role: staff.role, nav: staffNav.filter((item) => item.role === "editor" || staff.role === "owner") };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { email, role, nav } = loaderData;
  return (
    <div className="min-h-screen">
      <header className="border-b-2 border-line bg-ink-2">
        <div className="container-site flex flex-wrap items-center justify-between gap-3 py-3">
          <p className="font-bold uppercase tracking-wide">{staffTexts.consoleName}</p>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-muted">
              {email} · {staffTexts.roles[role]}
            </span>
            <Link to="/staff/password" className="font-bold underline">
              {staffTexts.password.title}
            </Link>
            <Link to={NOTIFY_SETTINGS_PATH} className="font-bold underline">
              {staffTexts.email.link}
            </Link>
            <Form method="post" action="/staff/logout">
              <Button type="submit" variant="outline" size="sm">
                {staffTexts.signOut}
              </Button>
            </Form>
          </div>
        </div>
        <nav aria-label="Console" className="container-site pb-3">
          <ul className="flex flex-wrap gap-2">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/staff"}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex min-h-11 items-center rounded-pill border-2 px-4 text-sm font-bold",
                      isActive ? "border-core bg-core text-ink" : "border-line text-paper hover:border-paper",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="container-site py-8">
        <Outlet />
      </div>
    </div>
  );
}
