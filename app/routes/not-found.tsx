import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { Button } from "~/ui/button";
import { localeOf, localePath } from "~/platform/locale";
import { logger } from "~/platform/logger.server";
import { notFoundPage, notFoundMeta } from "~/features/site/copy/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  logger.warn({ path: new URL(request.url).pathname }, "page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: notFoundMeta[localeOf(location.pathname)].title },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { pathname } = useLocation();
  const locale = localeOf(pathname);
  const text = notFoundPage[locale];
  // The server logs the path too; this is for whoever opens the browser's console on the page.
  useEffect(() => console.warn(text.consoleMessage, pathname), [text, pathname]);
  return (
    <section className="container-site grid min-h-[60vh] content-center justify-items-start gap-6 py-section">
      <p className="font-display text-display font-black text-core" aria-hidden="true">
        404
      </p>
      <h1 className="text-hero uppercase">{text.heading}</h1>
      <p className="max-w-prose text-lg text-muted">{text.text}</p>
      <Button asChild variant="paper">
        <Link to={localePath(locale, text.homeLink.href)}>{text.homeLink.label}</Link>
      </Button>
    </section>
  );
}
