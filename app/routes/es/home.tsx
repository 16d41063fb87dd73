// /es: the home page in Spanish (app/routes/home.tsx is the English; ADR 0037).
import type { Route } from "./+types/home";
import { type HomePageCopy, HomePage } from "~/features/site/components/home-page";
import { homeMeta, homePage } from "~/features/site/copy/home.es";
import { programs } from "~/features/site/copy/programs.es";
import { pageMeta } from "~/features/site/page/page-meta";

const copy: HomePageCopy = { page: homePage, programs };

export const meta: Route.MetaFunction = () => pageMeta("/", "es", homeMeta);

export default function Home() {
  return <HomePage copy={copy} />;
}
