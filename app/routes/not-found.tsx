import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { Button } from "~/components/ui/button";
import { logger } from "~/lib/logger.server";

export async function loader({ request }: Route.LoaderArgs) {
  logger.warn({ path: new URL(request.url).pathname }, "page not found");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found | WYP" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return (
    <section className="container-site grid min-h-[60vh] content-center justify-items-start gap-6 py-section">
      <p className="font-display text-display font-black text-core" aria-hidden="true">
        404
      </p>
      <h1 className="text-hero uppercase">Oops! Page not found</h1>
      <p className="max-w-prose text-lg text-muted">The page you are looking for is not here. The movement is, though.</p>
      <Button asChild variant="paper">
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
