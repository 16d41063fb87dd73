// /es/art/community: the art community in Spanish (app/routes/art-community.tsx is the English; ADR 0037).
import type { Route } from "./+types/art-community";
import { ArtCommunityPage } from "../pages/art-community-page";
import { artCommunityPageData } from "../pages/art-community-page.server";
import { datedPageHeaders } from "~/platform/page-clock.server";
import { artCommunityMeta, artCommunityPage } from "~/features/site/copy/art-community.es";
import { pageMeta } from "~/ui/page/page-meta";

export const loader = ({ request }: Route.LoaderArgs) => artCommunityPageData(request);

export const headers = () => datedPageHeaders;

export default function ArtCommunity({ loaderData }: Route.ComponentProps) {
  return <ArtCommunityPage loaderData={loaderData} copy={artCommunityPage} />;
}

export const meta: Route.MetaFunction = () => pageMeta("/art/community", "es", artCommunityMeta);
