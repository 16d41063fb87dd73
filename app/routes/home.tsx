// / in English. /es is app/routes/es/home.tsx: the same page (app/features/site/components/home-page.tsx)
// with the Spanish words, so each loads its own language only (ADR 0037).
import type { Route } from "./+types/home";
import { type HomePageCopy, HomePage } from "~/features/site/components/home-page";
import { homeMeta, homePage } from "~/features/site/copy/home.en";
import { programs } from "~/features/site/copy/programs.en";
import { pageMeta } from "~/features/site/page/page-meta";

const copy: HomePageCopy = { page: homePage, programs };

export const meta: Route.MetaFunction = () => pageMeta("/", "en", homeMeta);

export default function Home() {
  return <HomePage copy={copy} />;
}
