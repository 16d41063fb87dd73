import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { Button } from "~/components/ui/button";
import { notFoundPage } from "~/content/not-found";
import { logger } from "~/lib/logger.server";

export async function loader({ request }: Route.LoaderArgs) {
  logger.warn({ path: new URL(request.url).pathname }, "page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found | WYP" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  const { pathname } = useLocation();
  // The server logs the path too; this is for whoever opens the browser's console on the page.
  useEffect(() => console.warn(notFoundPage.consoleMessage, pathname), [pathname]);
  return (
    <section className="container-site grid min-h-[60vh] content-center justify-items-start gap-6 py-section">
      <p className="font-display text-display font-black text-core" aria-hidden="true">
        404
      </p>
      <h1 className="text-hero uppercase">{notFoundPage.heading}</h1>
      <p className="max-w-prose text-lg text-muted">{notFoundPage.text}</p>
      <Button asChild variant="paper">
        <Link to={notFoundPage.homeLink.href}>{notFoundPage.homeLink.label}</Link>
      </Button>
    </section>
  );
}
