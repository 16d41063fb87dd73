// /es/art: WYP ART in Spanish (app/routes/art.tsx is the English; ADR 0037).
import type { Route } from "./+types/art";
import { type ArtPageCopy, ArtPage, artPageMeta } from "../pages/art-page";
import { artPageData } from "../pages/art-page.server";
import { datedPageHeaders } from "~/platform/page-clock.server";
import { artMeta, artPage } from "~/features/site/copy/art.es";
import { weeklyDropPage } from "~/features/weekly-drop/copy/weekly-drop.es";

const copy: ArtPageCopy = { page: artPage, meta: artMeta, weeklyDropHero: weeklyDropPage.hero };

export const loader = ({ request }: Route.LoaderArgs) => artPageData(request);

export const headers = () => datedPageHeaders;

export default function Art({ loaderData }: Route.ComponentProps) {
  return <ArtPage loaderData={loaderData} copy={copy} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => artPageMeta("es", copy, loaderData?.calendar ?? []);
