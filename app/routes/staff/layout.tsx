// The staff console's shell. Its middleware is the console's one gate: every route nested here
// (pages and /staff/api resource routes) runs behind it, so no loader or action can be reached
// signed out (docs/decisions/0022).
import { Form, isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import { NOTIFY_SETTINGS_PATH } from "~/platform/console-links";
import { staffNav, staffTexts } from "~/features/staff/copy/staff";
import { ConsoleNav } from "~/features/staff/components/console-nav";
import { staffContext, staffMiddleware } from "~/features/staff/auth.server";
import type { Route } from "./+types/layout";

export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  return { email: staff.email, role: staff.role, nav: staffNav.filter((item) => item.role === "editor" || staff.role === "owner") };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell {...loaderData}>
      <Outlet />
    </ConsoleShell>
  );
}

/**
 * A refusal or failure inside the console stays inside it: the console's menu, the reason in its
 * words ("Only owners can manage staff accounts."), and a way back to the console's home, never the
 * public site's error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("routes/staff/layout");
  const refused = isRouteErrorResponse(error) && error.status === 403;
  const message = refused ? (refusalOf(error.data) ?? staffTexts.refused.owner) : staffTexts.refused.failed;
  const body = (
    <section className="grid max-w-2xl gap-4" aria-labelledby="console-error">
      <h1 id="console-error" className="text-3xl font-bold uppercase">
        {refused ? staffTexts.refused.title : staffTexts.refused.failedTitle}
      </h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/staff" className="font-bold underline">
          {staffTexts.refused.home}
        </Link>
      </p>
    </section>
  );
  return shell ? <ConsoleShell {...shell}>{body}</ConsoleShell> : <div className="container-site py-8">{body}</div>;
}

/** The reason a console refusal gives, from its JSON body ({ error }). */
function refusalOf(data: unknown): string | undefined {
  if (typeof data === "string") return data;
  if (data && typeof data === "object" && "error" in data && typeof data.error === "string") return data.error;
  return undefined;
}

function ConsoleShell({ email, role, nav, children }: Awaited<ReturnType<typeof loader>> & { children: React.ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="border-b-2 border-line bg-ink-2">
        <div className="container-site flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 sm:py-3">
          <p className="font-bold uppercase tracking-wide">{staffTexts.consoleName}</p>
          <div className="flex flex-wrap items-center gap-x-3 text-sm">
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
              <button type="submit" className="min-h-11 font-bold underline">
                {staffTexts.signOut}
              </button>
            </Form>
          </div>
        </div>
        <ConsoleNav items={nav} />
      </header>
      <div className="container-site py-6 sm:py-8">{children}</div>
    </div>
  );
}
