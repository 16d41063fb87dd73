// /art in English. /es/art is app/routes/es/art.tsx: the same page (app/routes/pages/art-page.tsx)
// with the Spanish words, so each loads its own language only (ADR 0037).
import type { Route } from "./+types/art";
import { type ArtPageCopy, ArtPage, artPageMeta } from "./pages/art-page";
import { artPageData } from "./pages/art-page.server";
import { datedPageHeaders } from "~/platform/page-clock.server";
import { artMeta, artPage } from "~/features/site/copy/art.en";
import { weeklyDropPage } from "~/features/weekly-drop/copy/weekly-drop.en";
import { inEnglish } from "~/platform/locale";

const copy: ArtPageCopy = inEnglish({ page: artPage, meta: artMeta, weeklyDropHero: weeklyDropPage.hero });

export const loader = ({ request }: Route.LoaderArgs) => artPageData(request);

export const headers = () => datedPageHeaders;

export default function Art({ loaderData }: Route.ComponentProps) {
  return <ArtPage loaderData={loaderData} copy={copy} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => artPageMeta("en", copy, loaderData?.calendar ?? []);
