// /art/community in English. /es/art/community is app/routes/es/art-community.tsx: the same page
// (app/routes/pages/art-community-page.tsx) with the Spanish words, so each loads its own language
// only (ADR 0037).
import type { Route } from "./+types/art-community";
import { ArtCommunityPage } from "./pages/art-community-page";
import { artCommunityPageData } from "./pages/art-community-page.server";
import { datedPageHeaders } from "~/platform/page-clock.server";
import { artCommunityMeta, artCommunityPage } from "~/features/site/copy/art-community.en";
import { inEnglish } from "~/platform/locale";
import { pageMeta } from "~/ui/page/page-meta";

const copy = inEnglish(artCommunityPage);

export const loader = ({ request }: Route.LoaderArgs) => artCommunityPageData(request);

export const headers = () => datedPageHeaders;

export default function ArtCommunity({ loaderData }: Route.ComponentProps) {
  return <ArtCommunityPage loaderData={loaderData} copy={copy} />;
}

export const meta: Route.MetaFunction = () => pageMeta("/art/community", "en", artCommunityMeta);
